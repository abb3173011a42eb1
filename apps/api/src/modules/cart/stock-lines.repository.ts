import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles, stockArticles } from '../../db/schema/catalog';
import { panierLignes } from '../../db/schema/commerce';
import { latestPromotionJson, visibleArticle } from '../catalog';

/**
 * Variants as the cart and the checkout see them: price, stock, whether the article may be sold
 * (the storefront's own rule), its active promotion and the variant's sub-options — one statement
 * for any number of variants.
 */

/** The variant's sub-options, option order: what an order line keeps as its snapshot. */
export interface VariantSousOption {
  option_id: number;
  option: string;
  id: number;
  designation: string;
}

const sousOptionsJson = sql<VariantSousOption[]>`(
  select coalesce(json_agg(json_build_object('option_id', o.id, 'option', o.designation,
      'id', so.id, 'designation', so.designation) order by o.position, o.id), '[]'::json)
    from stock_article_sous_options sso
    join sous_options so on so.id = sso.sous_option_id
    join options o on o.id = sso.option_id
   where sso.stock_article_id = stock_articles.id)`;

function stockLineQuery(db: DbOrTx, today: string) {
  return db
    .select({
      id: stockArticles.id,
      prix: stockArticles.prix,
      quantite: stockArticles.quantite,
      article: {
        id: articles.id,
        slug: articles.slug,
        designation: articles.designation,
        urlImage: articles.urlImage,
        marque: articles.marque,
        marchandId: articles.marchandId,
      },
      marchand: getTableColumns(marchands),
      sellable: sql<boolean>`(${visibleArticle})`,
      promotion: latestPromotionJson(today),
      sousOptions: sousOptionsJson,
    })
    .from(stockArticles)
    .innerJoin(articles, eq(articles.id, stockArticles.articleId))
    .leftJoin(marchands, eq(marchands.id, articles.marchandId));
}

export type StockLine = Awaited<ReturnType<typeof stockLineQuery>>[number];

/** The variants of `ids` (unknown ids are simply absent), keyed by id. */
export async function findStockLines(
  db: DbOrTx,
  ids: readonly number[],
  today: string,
): Promise<Map<number, StockLine>> {
  if (ids.length === 0) return new Map();
  const rows = await stockLineQuery(db, today).where(inArray(stockArticles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------- cart lines

export interface CartLineRow {
  id: number;
  stockArticleId: number;
  quantite: number;
}

/** Newest first (re-adding a variant brings it to the top): the header shows the first two. */
export function listCartLines(db: DbOrTx, clientId: number): Promise<CartLineRow[]> {
  return db
    .select({
      id: panierLignes.id,
      stockArticleId: panierLignes.stockArticleId,
      quantite: panierLignes.quantite,
    })
    .from(panierLignes)
    .where(eq(panierLignes.clientId, clientId))
    .orderBy(desc(panierLignes.updatedAt), desc(panierLignes.id));
}

export async function countCartLines(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(panierLignes)
    .where(eq(panierLignes.clientId, clientId));
  return row?.n ?? 0;
}

export async function hasCartLine(db: DbOrTx, clientId: number, stockArticleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: panierLignes.id })
    .from(panierLignes)
    .where(and(eq(panierLignes.clientId, clientId), eq(panierLignes.stockArticleId, stockArticleId)));
  return row !== undefined;
}

/**
 * Adds `quantite` to the client's line of that variant (creating it), never beyond `cap` (the stock
 * when it was read). One statement, so two adds at once both count.
 */
export async function addToCart(
  db: DbOrTx,
  clientId: number,
  stockArticleId: number,
  quantite: number,
  cap: number,
): Promise<void> {
  const now = new Date();
  await db
    .insert(panierLignes)
    .values({ clientId, stockArticleId, quantite: Math.min(quantite, cap), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [panierLignes.clientId, panierLignes.stockArticleId],
      set: {
        quantite: sql`least(${panierLignes.quantite} + excluded.quantite, greatest(${cap}::int, 1))`,
        updatedAt: now,
      },
    });
}

/** Whether a line was removed. */
export async function deleteCartLine(db: DbOrTx, clientId: number, stockArticleId: number): Promise<boolean> {
  const rows = await db
    .delete(panierLignes)
    .where(and(eq(panierLignes.clientId, clientId), eq(panierLignes.stockArticleId, stockArticleId)))
    .returning({ id: panierLignes.id });
  return rows.length > 0;
}

/** Ordered variants leave the cart. */
export async function deleteCartLines(db: DbOrTx, clientId: number, stockArticleIds: readonly number[]) {
  if (stockArticleIds.length === 0) return;
  await db
    .delete(panierLignes)
    .where(
      and(eq(panierLignes.clientId, clientId), inArray(panierLignes.stockArticleId, [...stockArticleIds])),
    );
}
