import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Whole-database invariants of the shop's money and stock, checked after a backup is restored
 * (`npm run restore`) and by the fault tests after a crash or a restart. Each check is one SQL
 * query listing the offending rows (at most 20), so a report names them.
 */

export interface InvariantReport {
  /** check name → offending rows (empty when the check holds). */
  violations: Record<string, unknown[]>;
  ok: boolean;
}

const CHECKS: Record<string, string> = {
  // Stock can never go negative (the CHECK constraint guards it too).
  negative_stock: `select id, quantite from stock_articles where quantite < 0`,
  // An order is written whole: at least one line and at least one history row.
  order_without_lines: `select c.id, c.ref from commandes c
    where not exists (select 1 from commande_lignes l where l.commande_id = c.id)`,
  order_without_history: `select c.id, c.ref from commandes c
    where not exists (select 1 from commande_etats e where e.commande_id = c.id)`,
  // The last history row is the order's state.
  history_not_state: `select c.id, c.etat, h.etat as last from commandes c
    join lateral (select etat from commande_etats e where e.commande_id = c.id
                  order by e.created_at desc, e.id desc limit 1) h on true
    where h.etat <> c.etat`,
  // total = Σ quantite × prix.
  total_not_lines: `select c.id, c.total, l.s from commandes c
    join (select commande_id, sum(quantite::bigint * prix) as s from commande_lignes group by 1) l
      on l.commande_id = c.id
    where c.total <> l.s`,
  // remise_promotion = total − Σ quantite × (prix − prix × pourcentage / 100, rounded half up).
  promotion_not_lines: `select c.id, c.remise_promotion, c.total - l.s as expected from commandes c
    join (select commande_id, sum(quantite::bigint * round(prix::numeric - prix::numeric * pourcentage / 100)) as s
          from commande_lignes group by 1) l on l.commande_id = c.id
    where c.remise_promotion <> c.total - l.s`,
  // montant_a_payer = total − remise_promotion − remise_coupon + frais_livraison.
  amount_not_sum: `select id, total, remise_promotion, remise_coupon, frais_livraison, montant_a_payer from commandes
    where montant_a_payer <> total - remise_promotion - remise_coupon + frais_livraison`,
  // A coupon discount only on an order holding a coupon.
  coupon_discount_without_coupon: `select id, remise_coupon from commandes
    where remise_coupon > 0 and client_coupon_id is null`,
  // A coupon is used by at most one live (not cancelled) order …
  coupon_used_twice: `select client_coupon_id, count(*)::int as n from commandes
    where client_coupon_id is not null and etat <> 'annulee' group by 1 having count(*) > 1`,
  // … and is marked used exactly when one live order holds it.
  coupon_state_not_orders: `select cc.id, cc.etat from client_coupons cc
    where (cc.etat = 'utilise') <> exists (select 1 from commandes c
      where c.client_coupon_id = cc.id and c.etat <> 'annulee')`,
  // A model's issued-codes counter matches its codes.
  coupon_model_count: `select m.id, m.nbr_coupon, count(cc.id)::int as issued from coupon_models m
    left join client_coupons cc on cc.coupon_model_id = m.id group by m.id having m.nbr_coupon <> count(cc.id)`,
  // The quantity ordered kept per article (migration 0018: the home's "les plus demandés") is the sum of
  // its lines in orders not cancelled.
  ordered_not_lines: `select coalesce(k.article_id, s.article_id) as article_id, k.quantite as kept, s.quantite as lines
    from article_commandes k full join (select l.article_id, sum(l.quantite)::int as quantite
      from commande_lignes l join commandes c on c.id = l.commande_id
      where c.etat <> 'annulee' and l.article_id is not null group by 1) s on s.article_id = k.article_id
    where coalesce(k.quantite, 0) <> coalesce(s.quantite, 0)`,
  // A line's commission is its amount after promotion × its rate (hundredths of a percent), rounded
  // half up (finance/commission.ts); the platform's own orders take none.
  commission_not_rate: `select l.id, l.taux_commission, l.commission from commande_lignes l join commandes c on c.id = l.commande_id
    where l.commission <> round(l.quantite::numeric * round(l.prix::numeric - l.prix::numeric * l.pourcentage / 100)
                                * l.taux_commission / 10000)
       or (c.marchand_id is null and l.taux_commission <> 0)`,
  // The seller ledger (decision 0044, finance/ledger-invariant.ts): for every store, Σ entries =
  // Σ vente amounts of its delivered orders (card/CIB: lines after promotion − commission + fee;
  // cash on delivery: coupon − commission) − payouts asked + payouts rejected + the refund entries of
  // refunded returns of the store (a stray one is not counted: decision 0046),
  // settlements and adjustments not linked to an order (a linked one corrects a delivery).
  ledger_not_orders: `with dues as (
      select c.marchand_id, sum(case when c.type_paiement = 'livraison' then c.remise_coupon - l.commission
        else c.total - c.remise_promotion - l.commission + c.frais_livraison end) as s
      from commandes c join (select commande_id, sum(commission) as commission from commande_lignes group by 1) l
        on l.commande_id = c.id
      where c.etat = 'livree' and c.marchand_id is not null group by 1),
    payouts as (select marchand_id, sum(case when etat = 'refusee' then 0 else -montant end) as s
      from versements group by 1),
    written as (select e.marchand_id, sum(e.montant) as total, coalesce(sum(e.montant) filter (where e.type = 'reglement'
        or (e.type = 'ajustement' and e.commande_id is null)
        or (e.type = 'remboursement' and r.etat = 'rembourse' and r.marchand_id = e.marchand_id)), 0) as free
      from ecritures e left join retours r on r.id = e.retour_id group by 1)
    select m.id as marchand_id, coalesce(d.s, 0) + coalesce(p.s, 0) + coalesce(w.free, 0) as expected,
      coalesce(w.total, 0) as actual
    from marchands m left join dues d on d.marchand_id = m.id left join payouts p on p.marchand_id = m.id
      left join written w on w.marchand_id = m.id
    where coalesce(d.s, 0) + coalesce(p.s, 0) + coalesce(w.free, 0) <> coalesce(w.total, 0)`,
  // A refunded return of a store's order has exactly one `remboursement` entry, and only a refunded
  // return has one (decision 0046): with ledger_not_orders, which counts a `remboursement` only by
  // its refunded return, a missing, doubled or stray refund entry is seen.
  refund_without_entry: `select r.id as retour_id, r.etat, count(e.id)::int as entries from retours r
    left join ecritures e on e.retour_id = r.id and e.type = 'remboursement'
    where r.marchand_id is not null
    group by r.id, r.etat
    having count(e.id) <> case when r.etat = 'rembourse' then 1 else 0 end`,
  // Each store's running total (migration 0028, kept by a trigger on every insert) is the sum of its
  // ledger: a store without a row has no entry.
  ledger_running_total: `select m.id as marchand_id, s.total as kept, w.total as ledger from marchands m
    left join soldes_marchands s on s.marchand_id = m.id
    left join (select marchand_id, sum(montant) as total from ecritures group by 1) w on w.marchand_id = m.id
    where coalesce(s.total, 0) <> coalesce(w.total, 0)`,
  // An entry linked to an order is in that order's store's ledger (never for a platform order).
  ledger_wrong_store: `select e.id, e.marchand_id, c.marchand_id as order_store from ecritures e
    join commandes c on c.id = e.commande_id where c.marchand_id is distinct from e.marchand_id`,
  // Every article has a version (decision 0022): without one its product modal would never be kept.
  article_without_version: `select a.id from articles a
    where not exists (select 1 from article_versions v where v.article_id = a.id)`,
};

type Rows = { rows: Record<string, unknown>[] };

export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const violations: Record<string, unknown[]> = {};
  let ok = true;
  for (const [name, query] of Object.entries(CHECKS)) {
    const { rows } = (await db.execute(sql.raw(`${query} limit 20`))) as unknown as Rows;
    violations[name] = rows;
    if (rows.length > 0) ok = false;
  }
  return { violations, ok };
}

/** Row count of every table of the public schema (migrations' own table excluded), by name. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = (await db.execute(
    sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from "${tablename.replaceAll('"', '""')}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0].n;
  }
  return counts;
}
