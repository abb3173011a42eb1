import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockArticles } from '../../db/schema/catalog';
import { commandeLignes, commandes } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about writing a checkout: stock reservation and new orders. */

/**
 * Takes `quantite` units if that many are left — one conditional statement, so concurrent buyers
 * of the last units can never drive the stock below zero. Returns the locked row's price
 * (centimes), or null when the stock is short.
 */
export async function reserveStock(
  tx: DbOrTx,
  stockArticleId: number,
  quantite: number,
): Promise<{ prix: number } | null> {
  const rows = await tx
    .update(stockArticles)
    .set({ quantite: sql`${stockArticles.quantite} - ${quantite}`, updatedAt: new Date() })
    .where(and(eq(stockArticles.id, stockArticleId), sql`${stockArticles.quantite} >= ${quantite}`))
    .returning({ prix: stockArticles.prix });
  return rows[0] ?? null;
}

export async function stockQuantities(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: stockArticles.id, quantite: stockArticles.quantite })
    .from(stockArticles)
    .where(inArray(stockArticles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.quantite]));
}

export type NewOrder = typeof commandes.$inferInsert;

/** Inserts the order; null when its ref (or QR token) is already taken, so the caller draws again. */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<number | null> {
  const rows = await tx
    .insert(commandes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: commandes.id });
  return rows[0]?.id ?? null;
}

export async function insertOrderLines(
  tx: DbOrTx,
  lines: (typeof commandeLignes.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await tx.insert(commandeLignes).values(lines);
}
