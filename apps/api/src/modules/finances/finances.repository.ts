import { ALGIERS_UTC_OFFSET_HOURS } from '@souk/domain/algiers-time';
import { FINANCES_DEFAUTS, type FinancesConfig } from '@souk/domain/finance/config';
import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import { and, asc, eq, gte, ilike, inArray, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles, categories, sousCategories } from '../../db/schema/catalog';
import { commandeLignes, commandes } from '../../db/schema/commerce';
import { ecritures, financesConfig, soldesMarchands } from '../../db/schema/finances';
import { COUNT_CAP } from '../../lib/pagination';

/** The only file that talks to Drizzle about commissions, the money settings and the ledger. */

const configSelection = {
  commissionDefaut: financesConfig.commissionDefaut,
  delaiRetenueJours: financesConfig.delaiRetenueJours,
  delaiRetourJours: financesConfig.delaiRetourJours,
  versementMinimum: financesConfig.versementMinimum,
};

/**
 * The settings: the single row migration 0025 inserts, or the defaults where it is missing (a
 * database emptied table by table, as the tests do); the first edit writes it again.
 */
export async function readConfig(db: DbOrTx): Promise<FinancesConfig> {
  const [row] = await db.select(configSelection).from(financesConfig).where(eq(financesConfig.id, 1));
  return row ?? FINANCES_DEFAUTS;
}

export async function writeConfig(db: DbOrTx, values: Partial<FinancesConfig>): Promise<FinancesConfig> {
  const [row] = await db
    .insert(financesConfig)
    .values({ ...FINANCES_DEFAUTS, ...values, id: 1 })
    .onConflictDoUpdate({ target: financesConfig.id, set: { ...values, updatedAt: new Date() } })
    .returning(configSelection);
  if (!row) throw new Error('finances_config: the settings row was not written');
  return row;
}

/** A store's override (undefined: no such store). */
export async function storeRate(db: DbOrTx, marchandId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ taux: marchands.tauxCommission })
    .from(marchands)
    .where(eq(marchands.id, marchandId));
  return row ? row.taux : undefined;
}

/** The override of each article's category, by article id (null: the category has none). */
export async function categoryRatesOfArticles(
  db: DbOrTx,
  articleIds: readonly number[],
): Promise<Map<number, number | null>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.id, taux: categories.tauxCommission })
    .from(articles)
    .innerJoin(sousCategories, eq(sousCategories.id, articles.sousCategorieId))
    .innerJoin(categories, eq(categories.id, sousCategories.categorieId))
    .where(inArray(articles.id, [...articleIds]));
  return new Map(rows.map((r) => [r.id, r.taux]));
}

export async function listCategoryRates(db: DbOrTx) {
  return db
    .select({ id: categories.id, designation: categories.designation, taux: categories.tauxCommission })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function listStoreRates(db: DbOrTx) {
  return db
    .select({
      id: marchands.id,
      designationMagasin: marchands.designationMagasin,
      taux: marchands.tauxCommission,
    })
    .from(marchands)
    .orderBy(asc(marchands.designationMagasin), asc(marchands.id));
}

/** Sets or removes (null) an override; false when there is no such row. */
export async function setCategoryRate(db: DbOrTx, id: number, taux: number | null): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ tauxCommission: taux, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function setStoreRate(db: DbOrTx, id: number, taux: number | null): Promise<boolean> {
  const rows = await db
    .update(marchands)
    .set({ tauxCommission: taux, updatedAt: new Date() })
    .where(eq(marchands.id, id))
    .returning({ id: marchands.id });
  return rows.length > 0;
}

/**
 * Serialises the writes of one store's ledger: every transaction that writes an entry (or, later,
 * decides a payout from the balance) takes this lock on the store's row first, so two of them never
 * read the same balance. `no key update` leaves the key-share locks of new orders' foreign keys free.
 * False when the store does not exist.
 */
export async function lockStoreLedger(tx: DbOrTx, marchandId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: marchands.id })
    .from(marchands)
    .where(eq(marchands.id, marchandId))
    .for('no key update');
  return rows.length > 0;
}

/** What the ledger needs of an order: its amounts and the sum of its lines' commissions. */
export async function orderMoney(tx: DbOrTx, commandeId: number) {
  const [row] = await tx
    .select({
      id: commandes.id,
      ref: commandes.ref,
      marchandId: commandes.marchandId,
      etat: commandes.etat,
      typePaiement: commandes.typePaiement,
      total: commandes.total,
      remisePromotion: commandes.remisePromotion,
      remiseCoupon: commandes.remiseCoupon,
      fraisLivraison: commandes.fraisLivraison,
    })
    .from(commandes)
    .where(eq(commandes.id, commandeId));
  if (!row) return undefined;
  const [lines] = await tx
    .select({ commission: sql<number>`coalesce(sum(${commandeLignes.commission}), 0)`.mapWith(Number) })
    .from(commandeLignes)
    .where(eq(commandeLignes.commandeId, commandeId));
  return { ...row, commission: lines?.commission ?? 0 };
}

/** The order's part of the ledger: whether it has its `vente`, and the sum of the entries linked to it. */
export async function orderLedger(
  tx: DbOrTx,
  commandeId: number,
): Promise<{ hasVente: boolean; sum: number }> {
  const [row] = await tx
    .select({
      ventes: sql<number>`count(*) filter (where ${ecritures.type} = 'vente')`.mapWith(Number),
      sum: sql<number>`coalesce(sum(${ecritures.montant}), 0)`.mapWith(Number),
    })
    .from(ecritures)
    .where(and(eq(ecritures.commandeId, commandeId), inArray(ecritures.type, ['vente', 'ajustement'])));
  return { hasVente: (row?.ventes ?? 0) > 0, sum: row?.sum ?? 0 };
}

export type NewEcriture = typeof ecritures.$inferInsert;

/** Appends an entry; a second `vente` of one order is ignored (null), which makes deliveries idempotent. */
export async function insertEcriture(tx: DbOrTx, values: NewEcriture): Promise<number | null> {
  const rows = await tx
    .insert(ecritures)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ecritures.id });
  return rows[0]?.id ?? null;
}

/**
 * The part of a store's ledger not available yet at `now` (finance/availability.ts): the entries
 * whose `disponible_at` is ahead, a retention delay's worth of sales read from ecritures_disponible_idx.
 */
const pendingOf = (marchandId: SQLWrapper | number, now: Date) =>
  sql<number>`coalesce((select sum(${ecritures.montant}) from ${ecritures}
    where ${ecritures.marchandId} = ${marchandId} and ${ecritures.disponibleAt} > ${now}), 0)`.mapWith(
    Number,
  );

/** A store's running total (migration 0028: Σ of its entries, kept by a trigger on every insert). */
const runningTotal = sql<number>`coalesce(${soldesMarchands.total}, 0)`.mapWith(Number);

/**
 * The three balances of a store at `now`, in centimes (finance/balances.ts `soldes`): the running
 * total less the entries not available yet, both read by one statement (one snapshot). A store's
 * whole ledger is never summed on a read (decision 0044, addendum).
 */
export async function storeBalances(db: DbOrTx, marchandId: number, now: Date) {
  const [row] = await db
    .select({ total: runningTotal, enAttente: pendingOf(marchands.id, now) })
    .from(marchands)
    .leftJoin(soldesMarchands, eq(soldesMarchands.marchandId, marchands.id))
    .where(eq(marchands.id, marchandId));
  return row
    ? { disponible: row.total - row.enAttente, enAttente: row.enAttente }
    : { disponible: 0, enAttente: 0 };
}

export interface EcritureFilter {
  marchandId: number;
  type?: TypeEcriture;
  /** Instants: from included, until excluded. */
  from?: Date;
  until?: Date;
}

const ecritureWhere = (f: EcritureFilter) =>
  and(
    eq(ecritures.marchandId, f.marchandId),
    f.type ? eq(ecritures.type, f.type) : undefined,
    f.from ? gte(ecritures.createdAt, f.from) : undefined,
    f.until ? lt(ecritures.createdAt, f.until) : undefined,
  );

/** The entries of the filter, counted up to COUNT_CAP + 1 (the pagination shows a capped total beyond). */
export async function countEcritures(db: DbOrTx, f: EcritureFilter): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(ecritures)
    .where(ecritureWhere(f))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  return row?.n ?? 0;
}

/** An entry as the calls and the statement show it, with its order's reference (`commandes` left-joined). */
export const ecritureColumns = {
  id: ecritures.id,
  type: ecritures.type,
  montant: ecritures.montant,
  libelle: ecritures.libelle,
  commandeRef: commandes.ref,
  reference: ecritures.reference,
  motif: ecritures.motif,
  createdAt: ecritures.createdAt,
  disponibleAt: ecritures.disponibleAt,
};

/** Newest first. */
export async function listEcritures(db: DbOrTx, f: EcritureFilter, limit: number, offset: number) {
  return db
    .select(ecritureColumns)
    .from(ecritures)
    .leftJoin(commandes, eq(commandes.id, ecritures.commandeId))
    .where(ecritureWhere(f))
    .orderBy(sql`${ecritures.createdAt} desc, ${ecritures.id} desc`)
    .limit(limit)
    .offset(offset);
}

export type EcritureRow = Awaited<ReturnType<typeof listEcritures>>[number];

export async function findEcriture(db: DbOrTx, id: number): Promise<EcritureRow | undefined> {
  const [row] = await db
    .select(ecritureColumns)
    .from(ecritures)
    .leftJoin(commandes, eq(commandes.id, ecritures.commandeId))
    .where(eq(ecritures.id, id));
  return row;
}

const storeSearch = (search: string | undefined) => {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
  return or(
    ilike(marchands.designationMagasin, like),
    ilike(marchands.email, like),
    id === null ? undefined : eq(marchands.id, id),
  );
};

export async function countStores(db: DbOrTx, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(marchands)
    .where(storeSearch(search));
  return row?.n ?? 0;
}

/**
 * Every store (or those the search finds) with its balances, the lowest total first (most owed): the
 * order reads the running totals, and only the page's stores sum their entries not available yet.
 */
export async function listStoreBalances(
  db: DbOrTx,
  search: string | undefined,
  now: Date,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      id: marchands.id,
      designationMagasin: marchands.designationMagasin,
      email: marchands.email,
      total: runningTotal,
      enAttente: pendingOf(marchands.id, now),
    })
    .from(marchands)
    .leftJoin(soldesMarchands, eq(soldesMarchands.marchandId, marchands.id))
    .where(storeSearch(search))
    .orderBy(sql`coalesce(${soldesMarchands.total}, 0) asc`, asc(marchands.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ total, ...r }) => ({ ...r, disponible: total - r.enAttente }));
}

export async function storeExists(db: DbOrTx, marchandId: number): Promise<boolean> {
  const rows = await db.select({ id: marchands.id }).from(marchands).where(eq(marchands.id, marchandId));
  return rows.length > 0;
}

const algiersMonth = sql<string>`to_char((${ecritures.createdAt} at time zone 'UTC') + ${sql.raw(`interval '${ALGIERS_UTC_OFFSET_HOURS} hour'`)}, 'YYYY-MM')`;

/**
 * The platform's revenue per Algiers month: the commissions and the coupons of the store orders
 * delivered (counted when their `vente` was written, while they are still delivered), in centimes.
 */
export async function revenueByMonth(db: DbOrTx, range: { from?: Date; until?: Date }) {
  const lines = db
    .select({
      commandeId: commandeLignes.commandeId,
      commission: sql<number>`sum(${commandeLignes.commission})`.as('commission'),
    })
    .from(commandeLignes)
    .groupBy(commandeLignes.commandeId)
    .as('l');
  return db
    .select({
      mois: algiersMonth.as('mois'),
      commissions: sql<number>`coalesce(sum(${lines.commission}), 0)`.mapWith(Number),
      remisesCoupon: sql<number>`coalesce(sum(${commandes.remiseCoupon}), 0)`.mapWith(Number),
    })
    .from(ecritures)
    .innerJoin(commandes, eq(commandes.id, ecritures.commandeId))
    .innerJoin(lines, eq(lines.commandeId, commandes.id))
    .where(
      and(
        eq(ecritures.type, 'vente'),
        eq(commandes.etat, 'livree'),
        range.from ? gte(ecritures.createdAt, range.from) : undefined,
        range.until ? lt(ecritures.createdAt, range.until) : undefined,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
