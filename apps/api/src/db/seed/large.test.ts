import { lineBaseCentimes, lineCommissionCentimes } from '@souk/domain/finance/commission';
import { FINANCES_DEFAUTS } from '@souk/domain/finance/config';
import { venteAmountCentimes } from '@souk/domain/finance/seller-due';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-app';
import type { Db } from '../client';
import { checkInvariants } from '../invariants';
import { seedLarge } from './large';
import { seedIfEmpty } from './seed-if-empty';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY = 24 * 60 * 60 * 1000;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `seed:large` on the demo marketplace: articles, then `--orders N` on top, in several batches and two
 * runs. The restore check (ledger included) holds on the result, and the generated orders' lines,
 * ventes and dates are the domain's.
 */
describe('large seed', () => {
  let t: TestApp;
  let db: Db;
  let partnerId: number;
  const before = { commandes: 0, ecritures: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    await seedIfEmpty(db, { media: t.app.media });
    const [b] = await rows<{ commandes: number; ecritures: number; partner: number }>(
      db,
      sql`select (select count(*) from commandes)::int as commandes, (select count(*) from ecritures)::int as ecritures,
                 (select id from marchands where email = 'partenaire@souk.dz') as partner`,
    );
    before.commandes = b?.commandes ?? 0;
    before.ecritures = b?.ecritures ?? 0;
    partnerId = b?.partner ?? 0;
    await seedLarge(db, { articles: 300, batch: 120 });
    await seedLarge(db, { articles: 0, orders: 250, batch: 100 });
    await seedLarge(db, { articles: 0, orders: 150, batch: 100 });
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  it('adds the orders asked for, numbered on across runs, most on the demo partner store', async () => {
    const [c] = await rows<{ n: number; partner: number; refs: number; stores: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where marchand_id = ${partnerId})::int as partner,
                 count(distinct ref)::int as refs, count(distinct marchand_id)::int as stores
            from commandes where checkout_id like 'large-order-%'`,
    );
    expect(c).toMatchObject({ n: 400, refs: 400 });
    expect(c?.partner).toBe(240);
    expect(c?.stores).toBeGreaterThan(1);
    const [mix] = await rows<{ livree: number; annulee: number; other: number; card: number }>(
      db,
      sql`select count(*) filter (where etat = 'livree')::int as livree,
                 count(*) filter (where etat = 'annulee')::int as annulee,
                 count(*) filter (where etat not in ('livree', 'annulee'))::int as other,
                 count(*) filter (where type_paiement <> 'livraison')::int as card
            from commandes where checkout_id like 'large-order-%'`,
    );
    expect(mix?.livree).toBeGreaterThan(200);
    expect(mix?.annulee).toBeGreaterThan(0);
    expect(mix?.other).toBeGreaterThan(0);
    expect(mix?.card).toBeGreaterThan(0);
  });

  it('keeps the restore check, ledger included', async () => {
    const report = await checkInvariants(db);
    expect(report.violations).toMatchObject({ ledger_not_orders: [], ledger_wrong_store: [] });
    expect(report.ok).toBe(true);
  });

  it("writes each line's commission and each delivered order's vente as the domain computes them", async () => {
    const lines = await rows<{
      prix: number;
      quantite: number;
      pourcentage: number;
      taux: number;
      commission: number;
    }>(
      db,
      sql`select l.prix::float8 as prix, l.quantite, l.pourcentage, l.taux_commission as taux, l.commission::float8 as commission
            from commande_lignes l join commandes c on c.id = l.commande_id where c.checkout_id like 'large-order-%'`,
    );
    expect(lines.some((l) => l.pourcentage > 0)).toBe(true);
    for (const l of lines) {
      expect(l.taux).toBe(FINANCES_DEFAUTS.commissionDefaut);
      expect(l.commission).toBe(lineCommissionCentimes(lineBaseCentimes(l), l.taux));
    }
    const orders = await rows<{
      etat: string;
      typePaiement: string;
      total: number;
      remisePromotion: number;
      remiseCoupon: number;
      fraisLivraison: number;
      commission: number;
      ventes: number;
      montant: number | null;
      livree: string | null;
      createdAt: string | null;
      disponibleAt: string | null;
    }>(
      db,
      sql`select c.etat, c.type_paiement as "typePaiement", c.total::float8 as total,
                 c.remise_promotion::float8 as "remisePromotion", c.remise_coupon::float8 as "remiseCoupon",
                 c.frais_livraison::float8 as "fraisLivraison",
                 (select sum(commission) from commande_lignes where commande_id = c.id)::float8 as commission,
                 (select count(*) from ecritures where commande_id = c.id)::int as ventes,
                 e.montant::float8 as montant, e.created_at::text as "createdAt", e.disponible_at::text as "disponibleAt",
                 (select max(created_at) from commande_etats where commande_id = c.id and etat = 'livree')::text as livree
            from commandes c left join ecritures e on e.commande_id = c.id and e.type = 'vente'
           where c.checkout_id like 'large-order-%'`,
    );
    for (const o of orders) {
      if (o.etat !== 'livree') {
        expect(o.ventes).toBe(0);
        continue;
      }
      expect(o.ventes).toBe(1);
      expect(o.montant).toBe(venteAmountCentimes(o));
      expect(new Date(o.createdAt as string).getTime()).toBe(new Date(o.livree as string).getTime());
      expect(new Date(o.disponibleAt as string).getTime() - new Date(o.createdAt as string).getTime()).toBe(
        FINANCES_DEFAUTS.delaiRetenueJours * DAY,
      );
    }
    // Both payment kinds were delivered: card orders credit the store, cash on delivery debits it.
    expect(orders.some((o) => o.etat === 'livree' && (o.montant ?? 0) > 0)).toBe(true);
    expect(orders.some((o) => o.etat === 'livree' && (o.montant ?? 0) < 0)).toBe(true);
  });

  it('leaves no working table behind', async () => {
    const [r] = await rows<{ stock: string | null }>(
      db,
      sql`select to_regclass('large_seed_stock')::text as stock`,
    );
    expect(r?.stock).toBeNull();
  });
});
