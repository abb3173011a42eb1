import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { matchesEveryWord } from '../../db/admin-search';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles } from '../../db/schema/catalog';
import { commandes } from '../../db/schema/commerce';
import { PAID_ORDER_SQL } from '../dashboard';

/** The only file that talks to Drizzle about the administrator's view of stores (every state). */

const searchable = (search?: string) =>
  matchesEveryWord(
    [
      marchands.designationMagasin,
      marchands.nom,
      marchands.prenom,
      marchands.email,
      marchands.telephone,
      marchands.wilayaMagasin,
    ],
    search,
  );

// Qualified by hand: inside a sub-query drizzle writes a column unqualified, which would bind to the inner table.
const marchandId = sql.raw('"marchands"."id"');

/** Articles of the store, in every state. */
const nbrArticles =
  sql<number>`(select count(*) from ${articles} a where a.marchand_id = ${marchandId})`.mapWith(Number);
/** Orders of the store, in every state. */
const nbrCommandes =
  sql<number>`(select count(*) from ${commandes} c where c.marchand_id = ${marchandId})`.mapWith(Number);
/** Centimes of the store's paid orders (the shared paid rule). */
const revenus = sql<number>`(select coalesce(sum(c.montant_a_payer), 0) from ${commandes} c
  where c.marchand_id = ${marchandId} and ${PAID_ORDER_SQL})`.mapWith(Number);

export type ShopWithCounts = typeof marchands.$inferSelect & { nbrArticles: number; nbrCommandes: number };
export type ShopWithFigures = ShopWithCounts & { revenus: number };

export async function countShops(db: DbOrTx, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(marchands)
    .where(searchable(search));
  return row?.n ?? 0;
}

/** Newest stores first, blocked ones included. */
export function listShops(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<ShopWithCounts[]> {
  return db
    .select({ ...getTableColumns(marchands), nbrArticles, nbrCommandes })
    .from(marchands)
    .where(searchable(search))
    .orderBy(desc(marchands.createdAt), desc(marchands.id))
    .limit(limit)
    .offset(offset);
}

export async function findShopBySlug(db: DbOrTx, slug: string): Promise<ShopWithFigures | null> {
  const [row] = await db
    .select({ ...getTableColumns(marchands), nbrArticles, nbrCommandes, revenus })
    .from(marchands)
    .where(eq(marchands.slug, slug))
    .limit(1);
  return row ?? null;
}
