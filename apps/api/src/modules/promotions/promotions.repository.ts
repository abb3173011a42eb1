import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, sousCategories } from '../../db/schema/catalog';
import { promotionArticles, promotions } from '../../db/schema/commerce';

/**
 * Promotion queries, always through an owner: a partner's queries carry `marchand_id = <its store>`,
 * the administrator's `marchand_id is null` (the platform's), so another owner's row is simply not
 * found. The same owner rule picks the articles a promotion may hold: a partner's own articles, the
 * platform's for the administrator.
 */

/** Whose promotions and articles: one store's, or the platform's (marchand_id null). */
export type PromotionOwner = { marchandId: number } | 'platform';

const promotionOf = (owner: PromotionOwner): SQL =>
  owner === 'platform' ? isNull(promotions.marchandId) : eq(promotions.marchandId, owner.marchandId);

const articleOf = (owner: PromotionOwner): SQL =>
  owner === 'platform' ? isNull(articles.marchandId) : eq(articles.marchandId, owner.marchandId);

/** `%term%` for ILIKE with the wildcards of the term escaped. */
const likeTerm = (search: string) => `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;

function listed(owner: PromotionOwner, search?: string): SQL | undefined {
  return and(
    promotionOf(owner),
    // Accents and case ignored: "electro" finds "Promo Électro du mois".
    search
      ? sql`souk_unaccent(${promotions.designation}) ilike souk_unaccent(${likeTerm(search)})`
      : undefined,
  );
}

export type PromotionRow = typeof promotions.$inferSelect;

export async function countPromotions(db: DbOrTx, owner: PromotionOwner, search?: string) {
  const [row] = await db.select({ n: count() }).from(promotions).where(listed(owner, search));
  return row?.n ?? 0;
}

/** A page of the owner's promotions, newest first. */
export function listPromotions(
  db: DbOrTx,
  owner: PromotionOwner,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(listed(owner, search))
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(limit)
    .offset(offset);
}

/** The promotion if the owner has it. `lock` (inside a transaction) holds its row until commit. */
export async function findPromotion(
  db: DbOrTx,
  owner: PromotionOwner,
  id: number,
  lock = false,
): Promise<PromotionRow | undefined> {
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), promotionOf(owner)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface PromotionArticleRow {
  promotionId: number;
  id: number;
  slug: string;
  designation: string;
  urlImage: string | null;
  marque: string | null;
  valide: number;
  sousCategorie: { id: number; designation: string };
  /** Prices in centimes, lowest first. */
  stock: { id: number; prix: number }[];
}

/** The articles of several promotions in one statement (a page of the list), by designation. */
export function listPromotionArticles(db: DbOrTx, promotionIds: number[]): Promise<PromotionArticleRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      promotionId: promotionArticles.promotionId,
      id: articles.id,
      slug: articles.slug,
      designation: articles.designation,
      urlImage: articles.urlImage,
      marque: articles.marque,
      valide: articles.valide,
      sousCategorie: { id: sousCategories.id, designation: sousCategories.designation },
      stock: sql<{ id: number; prix: number }[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'prix', s.prix) order by s.prix, s.id), '[]'::json)
          from stock_articles s where s.article_id = ${promotionArticles.articleId})`,
    })
    .from(promotionArticles)
    .innerJoin(articles, eq(articles.id, promotionArticles.articleId))
    .innerJoin(sousCategories, eq(sousCategories.id, articles.sousCategorieId))
    .where(inArray(promotionArticles.promotionId, promotionIds))
    .orderBy(asc(articles.designation), asc(articles.id));
}

/**
 * Those of `ids` that the owner's promotions may hold, locked until commit (in id order, so two
 * writes on the same articles wait for each other instead of both passing the overlap check).
 */
export async function lockOwnedArticles(
  db: DbOrTx,
  owner: PromotionOwner,
  ids: number[],
): Promise<{ id: number; designation: string }[]> {
  return db
    .select({ id: articles.id, designation: articles.designation })
    .from(articles)
    .where(and(inArray(articles.id, ids), articleOf(owner)))
    .orderBy(asc(articles.id))
    .for('update');
}

export interface OverlapRow {
  articleId: number;
  articleDesignation: string;
  promotionId: number;
  designation: string;
  dateDebut: string;
  dateFin: string;
}

/**
 * Other active (valide) promotions holding one of `articleIds` whose period meets
 * [dateDebut, dateFin] (bounds included): the storefront could not tell which discount applies.
 */
export function findOverlaps(
  db: DbOrTx,
  articleIds: number[],
  dateDebut: string,
  dateFin: string,
  exceptPromotionId?: number,
): Promise<OverlapRow[]> {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      articleId: articles.id,
      articleDesignation: articles.designation,
      promotionId: promotions.id,
      designation: promotions.designation,
      dateDebut: promotions.dateDebut,
      dateFin: promotions.dateFin,
    })
    .from(promotionArticles)
    .innerJoin(promotions, eq(promotions.id, promotionArticles.promotionId))
    .innerJoin(articles, eq(articles.id, promotionArticles.articleId))
    .where(
      and(
        inArray(promotionArticles.articleId, articleIds),
        eq(promotions.valide, true),
        lte(promotions.dateDebut, dateFin),
        gte(promotions.dateFin, dateDebut),
        exceptPromotionId === undefined ? undefined : ne(promotions.id, exceptPromotionId),
      ),
    )
    .orderBy(asc(articles.designation), asc(articles.id), asc(promotions.dateDebut));
}

export interface PromotionValues {
  designation: string;
  dateDebut: string;
  dateFin: string;
  pourcentage: number;
}

export async function insertPromotion(
  db: DbOrTx,
  owner: PromotionOwner,
  values: PromotionValues,
): Promise<PromotionRow> {
  const [row] = await db
    .insert(promotions)
    .values({ ...values, marchandId: owner === 'platform' ? null : owner.marchandId })
    .returning();
  return row;
}

export async function updatePromotion(
  db: DbOrTx,
  id: number,
  values: PromotionValues,
): Promise<PromotionRow> {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return row;
}

/** The promotion holds exactly `articleIds` afterwards. */
export async function replaceArticles(db: DbOrTx, promotionId: number, articleIds: number[]): Promise<void> {
  await db.delete(promotionArticles).where(eq(promotionArticles.promotionId, promotionId));
  if (articleIds.length > 0) {
    await db.insert(promotionArticles).values(articleIds.map((articleId) => ({ promotionId, articleId })));
  }
}

export async function listArticleIds(db: DbOrTx, promotionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: promotionArticles.articleId })
    .from(promotionArticles)
    .where(eq(promotionArticles.promotionId, promotionId))
    .orderBy(asc(promotionArticles.articleId));
  return rows.map((r) => r.id);
}

export async function setValide(db: DbOrTx, id: number, valide: boolean): Promise<PromotionRow> {
  const [row] = await db
    .update(promotions)
    .set({ valide, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return row;
}

/** Its article links go with it (ON DELETE CASCADE); order lines keep their percentage snapshot. */
export async function deletePromotion(db: DbOrTx, id: number): Promise<void> {
  await db.delete(promotions).where(eq(promotions.id, id));
}
