import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockArticleSousOptions, stockArticles } from '../../db/schema/catalog';
import type { SousOptionJson } from '../catalog';

/** Stock entries (variants) of the back-offices; prices in centimes as stored. */

/**
 * Inserts the variant unless the article already has this combination: undefined then. ON CONFLICT
 * rather than a check first, so that two simultaneous adds of one combination give one entry.
 */
export async function insertStock(
  db: DbOrTx,
  values: { articleId: number; prix: number; quantite: number; combinaison: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(stockArticles)
    .values(values)
    .onConflictDoNothing({ target: [stockArticles.articleId, stockArticles.combinaison] })
    .returning({ id: stockArticles.id });
  return row?.id;
}

export async function linkStockSousOptions(
  db: DbOrTx,
  stockArticleId: number,
  chosen: { optionId: number; sousOptionId: number }[],
): Promise<void> {
  if (chosen.length === 0) return;
  await db.insert(stockArticleSousOptions).values(chosen.map((c) => ({ stockArticleId, ...c })));
}

export async function updateStock(
  db: DbOrTx,
  id: number,
  values: { prix: number; quantite: number },
): Promise<void> {
  await db
    .update(stockArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stockArticles.id, id));
}

/** Cart lines of the variant go with it; order lines keep their snapshot (stock_article_id set null). */
export async function deleteStock(db: DbOrTx, id: number): Promise<void> {
  await db.delete(stockArticles).where(eq(stockArticles.id, id));
}

export async function findStockRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: stockArticles.id,
      articleId: stockArticles.articleId,
      prix: stockArticles.prix,
      quantite: stockArticles.quantite,
      sousOptions: sql<SousOptionJson[]>`(
        select coalesce(json_agg(json_build_object('id', so.id, 'designation', so.designation,
            'url_image', so.url_image, 'option_id', so.option_id) order by o.position, o.id), '[]'::json)
          from stock_article_sous_options sso
          join sous_options so on so.id = sso.sous_option_id
          join options o on o.id = sso.option_id
         where sso.stock_article_id = stock_articles.id)`,
    })
    .from(stockArticles)
    .where(eq(stockArticles.id, id));
  return row;
}
