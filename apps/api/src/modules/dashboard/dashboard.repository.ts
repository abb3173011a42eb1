import { ALGIERS_UTC_OFFSET_HOURS } from '@souk/domain/algiers-time';
import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalog';
import { commandes } from '../../db/schema/commerce';
import { paidOrder } from './revenue-rule';

/** The only file that talks to Drizzle about dashboard figures: one aggregate statement each. */

/** Whose orders: one store's, or the whole site's (platform and stores). */
export type OrderScope = { marchandId: number } | 'all';

/** Instants, `until` excluded. */
export interface InstantRange {
  from: Date;
  until: Date;
}

function inRange(
  column: typeof commandes.createdAt | typeof categories.createdAt,
  range: InstantRange | null,
) {
  return range ? and(gte(column, range.from), lt(column, range.until)) : undefined;
}

function ordersOf(scope: OrderScope, range: InstantRange | null): SQL | undefined {
  return and(
    scope === 'all' ? undefined : eq(commandes.marchandId, scope.marchandId),
    inRange(commandes.createdAt, range),
  );
}

/** revenue-rule.ts, in SQL. */
const paid = paidOrder(commandes.etat, commandes.typePaiement);

/** Σ montant_a_payer in centimes; `sum(bigint)` is numeric, read back as text. */
const revenueCentimes = sql<string>`coalesce(sum(${commandes.montantAPayer}), 0)::text`;

/** The Algerian calendar day of an order (domain algiers-time.ts: UTC+1 all year). */
const algiersDay = sql<string>`to_char((${commandes.createdAt} at time zone 'UTC') + ${sql.raw(`interval '${ALGIERS_UTC_OFFSET_HOURS} hour'`)}, 'YYYY-MM-DD')`;

export async function countOrders(
  db: DbOrTx,
  scope: OrderScope,
  range: InstantRange | null,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(commandes).where(ordersOf(scope, range));
  return row?.n ?? 0;
}

export async function sumRevenue(db: DbOrTx, scope: OrderScope, range: InstantRange | null): Promise<number> {
  const [row] = await db
    .select({ total: revenueCentimes })
    .from(commandes)
    .where(and(ordersOf(scope, range), paid));
  return Number(row?.total ?? 0);
}

/** Days with revenue only, oldest first; totals in centimes. */
export async function revenueByDay(db: DbOrTx, scope: OrderScope, range: InstantRange | null) {
  const rows = await db
    .select({ date: algiersDay, total: revenueCentimes })
    .from(commandes)
    .where(and(ordersOf(scope, range), paid))
    .groupBy(algiersDay)
    .orderBy(algiersDay);
  return rows.map((r) => ({ date: r.date, total: Number(r.total) }));
}

/** States with at least one order. */
export async function ordersByEtat(db: DbOrTx, scope: OrderScope, range: InstantRange | null) {
  return db
    .select({ etat: commandes.etat, total: count() })
    .from(commandes)
    .where(ordersOf(scope, range))
    .groupBy(commandes.etat);
}

/** The stores with the most revenue (paid orders only), best first; ties by id. */
export async function topStores(db: DbOrTx, range: InstantRange | null, limit: number) {
  const total = sql<string>`sum(${commandes.montantAPayer})`;
  const rows = await db
    .select({
      id: marchands.id,
      designation_magasin: marchands.designationMagasin,
      slug: marchands.slug,
      total: sql<string>`${total}::text`,
      commandes: count(),
    })
    .from(commandes)
    .innerJoin(marchands, eq(marchands.id, commandes.marchandId))
    .where(and(isNotNull(commandes.marchandId), inRange(commandes.createdAt, range), paid))
    .groupBy(marchands.id)
    .orderBy(desc(total), marchands.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

export async function countCategories(db: DbOrTx, range: InstantRange | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(inRange(categories.createdAt, range));
  return row?.n ?? 0;
}

export async function storeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: marchands.id }).from(marchands).where(eq(marchands.id, id));
  return row !== undefined;
}
