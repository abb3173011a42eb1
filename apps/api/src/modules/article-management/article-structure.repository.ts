import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  articles,
  galeries,
  options,
  sousOptions,
  stockArticleSousOptions,
  stockArticles,
} from '../../db/schema/catalog';

/** An article's options, sub-options and gallery as the article form writes them. */

export interface ArticleStructure {
  options: { id: number; sousOptions: { id: number; urlImage: string | null }[] }[];
  galeries: { id: number; urlImage: string }[];
  /** Sub-options some stock entry of the article is made of: they may not be deleted. */
  usedSousOptionIds: Set<number>;
  hasStock: boolean;
}

export async function loadStructure(db: DbOrTx, articleId: number): Promise<ArticleStructure> {
  const optionRows = await db
    .select({ id: options.id })
    .from(options)
    .where(eq(options.articleId, articleId))
    .orderBy(asc(options.position), asc(options.id));
  const optionIds = optionRows.map((o) => o.id);
  const [sousOptionRows, galerieRows, usedRows, stockRows] = await Promise.all([
    optionIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: sousOptions.id, optionId: sousOptions.optionId, urlImage: sousOptions.urlImage })
          .from(sousOptions)
          .where(inArray(sousOptions.optionId, optionIds))
          .orderBy(asc(sousOptions.position), asc(sousOptions.id)),
    db
      .select({ id: galeries.id, urlImage: galeries.urlImage })
      .from(galeries)
      .where(eq(galeries.articleId, articleId))
      .orderBy(asc(galeries.position), asc(galeries.id)),
    db
      .selectDistinct({ id: stockArticleSousOptions.sousOptionId })
      .from(stockArticleSousOptions)
      .innerJoin(stockArticles, eq(stockArticles.id, stockArticleSousOptions.stockArticleId))
      .where(eq(stockArticles.articleId, articleId)),
    db
      .select({ id: stockArticles.id })
      .from(stockArticles)
      .where(eq(stockArticles.articleId, articleId))
      .limit(1),
  ]);
  return {
    options: optionRows.map((o) => ({
      id: o.id,
      sousOptions: sousOptionRows
        .filter((so) => so.optionId === o.id)
        .map((so) => ({ id: so.id, urlImage: so.urlImage })),
    })),
    galeries: galerieRows,
    usedSousOptionIds: new Set(usedRows.map((r) => r.id)),
    hasStock: stockRows.length > 0,
  };
}

export interface ArticleFields {
  designation: string;
  description: string;
  marque: string;
  sousCategorieId: number;
  urlImage: string | null;
  urlImageMarque: string | null;
}

export async function insertArticle(
  db: DbOrTx,
  values: ArticleFields & { slug: string; marchandId: number | null; valide: number },
): Promise<{ id: number; slug: string }> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id, slug: articles.slug });
  return row;
}

export async function updateArticle(db: DbOrTx, id: number, values: ArticleFields): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

export async function insertOption(
  db: DbOrTx,
  values: { articleId: number; designation: string; position: number },
): Promise<number> {
  const [row] = await db.insert(options).values(values).returning({ id: options.id });
  return row.id;
}

export async function updateOption(
  db: DbOrTx,
  id: number,
  values: { designation: string; position: number },
): Promise<void> {
  await db.update(options).set(values).where(eq(options.id, id));
}

export async function deleteOptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(options).where(inArray(options.id, ids));
}

export interface SousOptionValues {
  designation: string;
  position: number;
  urlImage: string | null;
}

export async function insertSousOptions(
  db: DbOrTx,
  rows: (SousOptionValues & { optionId: number })[],
): Promise<void> {
  if (rows.length > 0) await db.insert(sousOptions).values(rows);
}

export async function updateSousOption(db: DbOrTx, id: number, values: SousOptionValues): Promise<void> {
  await db.update(sousOptions).set(values).where(eq(sousOptions.id, id));
}

export async function deleteSousOptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(sousOptions).where(inArray(sousOptions.id, ids));
}

/** Appends photos after the existing ones. */
export async function appendGaleries(db: DbOrTx, articleId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${galeries.position}), -1)::int` })
    .from(galeries)
    .where(eq(galeries.articleId, articleId));
  await db
    .insert(galeries)
    .values(urls.map((urlImage, i) => ({ articleId, urlImage, position: Number(last) + 1 + i })));
}

export async function updateGalerieImage(db: DbOrTx, id: number, urlImage: string): Promise<void> {
  await db.update(galeries).set({ urlImage }).where(eq(galeries.id, id));
}
