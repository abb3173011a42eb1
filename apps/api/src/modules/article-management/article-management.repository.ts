import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles, categories, galeries, notes, stockArticles } from '../../db/schema/catalog';

/**
 * Article lookups of the back-offices, always through a store scope: a partner's queries carry
 * `marchand_id = <its store>` in their WHERE clause, so another store's row is simply not found.
 */

/** Which articles an actor reaches: one store's (a partner) or every one (an administrator). */
export type StoreScope = { marchandId: number } | 'all';

const inScope = (scope: StoreScope): SQL | undefined =>
  scope === 'all' ? undefined : eq(articles.marchandId, scope.marchandId);

const headFields = {
  id: articles.id,
  slug: articles.slug,
  marchandId: articles.marchandId,
  valide: articles.valide,
  bloquePar: articles.bloquePar,
  urlImage: articles.urlImage,
  urlImageMarque: articles.urlImageMarque,
};

export interface ArticleHead {
  id: number;
  slug: string;
  marchandId: number | null;
  valide: number;
  bloquePar: string | null;
  urlImage: string | null;
  urlImageMarque: string | null;
}

/**
 * The article if the scope reaches it. `lock` (inside a transaction) holds its row until commit:
 * every write on an article's options or stock takes it first, so they run one after the other.
 */
export async function findArticleHead(
  db: DbOrTx,
  id: number,
  scope: StoreScope,
  lock = false,
): Promise<ArticleHead | undefined> {
  const query = db
    .select(headFields)
    .from(articles)
    .where(and(eq(articles.id, id), inScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findArticleIdBySlug(
  db: DbOrTx,
  slug: string,
  scope: StoreScope,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), inScope(scope)));
  return row?.id;
}

/** A stock entry and the owner of its article, if the scope reaches that article. */
export async function findStockOwner(db: DbOrTx, stockId: number, scope: StoreScope) {
  const [row] = await db
    .select({ id: stockArticles.id, articleId: articles.id, marchandId: articles.marchandId })
    .from(stockArticles)
    .innerJoin(articles, eq(articles.id, stockArticles.articleId))
    .where(and(eq(stockArticles.id, stockId), inScope(scope)));
  return row;
}

export async function findGalerie(db: DbOrTx, articleId: number, id: number) {
  const [row] = await db
    .select({ id: galeries.id, urlImage: galeries.urlImage })
    .from(galeries)
    .where(and(eq(galeries.id, id), eq(galeries.articleId, articleId)));
  return row;
}

export async function deleteGalerie(db: DbOrTx, id: number): Promise<void> {
  await db.delete(galeries).where(eq(galeries.id, id));
}

/** Deletes the review if it is one of this article's; whether it was. */
export async function deleteNote(db: DbOrTx, articleId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.articleId, articleId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

export async function hasStock(db: DbOrTx, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stockArticles.id })
    .from(stockArticles)
    .where(eq(stockArticles.articleId, articleId))
    .limit(1);
  return row !== undefined;
}

export async function setValide(
  db: DbOrTx,
  id: number,
  valide: number,
  bloquePar: 'user' | 'marchand' | null,
): Promise<void> {
  await db.update(articles).set({ valide, bloquePar, updatedAt: new Date() }).where(eq(articles.id, id));
}

/** Options, sub-options, gallery, reviews, likes and promotion links go with it (ON DELETE CASCADE). */
export async function deleteArticle(db: DbOrTx, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

/** Articles of every state; `marchandId` undefined = all stores and the platform. */
export async function countCreatedArticles(
  db: DbOrTx,
  marchandId: number | undefined,
  range: { from: Date; until: Date } | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(
      and(
        marchandId === undefined ? undefined : eq(articles.marchandId, marchandId),
        range ? gte(articles.createdAt, range.from) : undefined,
        range ? lt(articles.createdAt, range.until) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** One store's row (the admin's store-articles header). */
export async function findMarchand(db: DbOrTx, id: number) {
  const [row] = await db.select().from(marchands).where(eq(marchands.id, id));
  return row;
}

export async function marchandExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: marchands.id }).from(marchands).where(eq(marchands.id, id));
  return row !== undefined;
}

export async function categorieExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}
