import { and, asc, count, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, categories, sousCategories } from '../../db/schema/catalog';
import { publicites } from '../../db/schema/content';

/** The administrator's category queries; reads shared with the storefront stay in categories.repository. */

const likeTerm = (search: string) => `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
/** Accent- and case-insensitive "contains" ('electro' finds 'Électroménager'). */
const matches = (column: SQL | typeof categories.designation, term: string) =>
  sql`souk_unaccent(${column}) ilike souk_unaccent(${term})`;

/** Categories whose name, or the name of one of their sub-categories, contains `search`. */
function searchFilter(search: string | undefined) {
  if (!search) return undefined;
  const term = likeTerm(search);
  return or(
    matches(categories.designation, term),
    exists(
      sql`(select 1 from ${sousCategories} where ${sousCategories.categorieId} = ${categories.id} and ${matches(
        sql`${sousCategories.designation}`,
        term,
      )})`,
    ),
  );
}

export async function countAdminCategories(db: DbOrTx, search?: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(searchFilter(search));
  return row?.n ?? 0;
}

export function listAdminCategories(db: DbOrTx, limit: number | null, offset = 0, search?: string) {
  const query = db
    .select()
    .from(categories)
    .where(searchFilter(search))
    .orderBy(asc(categories.position), asc(categories.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit).offset(offset);
}

/** Article counts per sub-category (any state, any owner), for the given sub-categories. */
export async function countArticlesBySousCategorie(db: DbOrTx, sousCategorieIds: number[]) {
  if (sousCategorieIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: articles.sousCategorieId, n: count() })
    .from(articles)
    .where(inArray(articles.sousCategorieId, sousCategorieIds))
    .groupBy(articles.sousCategorieId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function findCategorie(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function findSousCategorieRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sousCategories).where(eq(sousCategories.id, id)).limit(1);
  return row ?? null;
}

/** Whether another category already bears this name (accents and case ignored). */
export async function categorieDesignationTaken(db: DbOrTx, designation: string, exceptId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(souk_unaccent(${categories.designation})) = lower(souk_unaccent(${designation}))`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether another sub-category of the same category already bears this name. */
export async function sousCategorieDesignationTaken(
  db: DbOrTx,
  categorieId: number,
  designation: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: sousCategories.id })
    .from(sousCategories)
    .where(
      and(
        eq(sousCategories.categorieId, categorieId),
        sql`lower(souk_unaccent(${sousCategories.designation})) = lower(souk_unaccent(${designation}))`,
        exceptId ? ne(sousCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function categorieSlugTaken(db: DbOrTx, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function sousCategorieSlugTaken(db: DbOrTx, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sousCategories.id })
    .from(sousCategories)
    .where(and(eq(sousCategories.slug, slug), exceptId ? ne(sousCategories.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function nextCategoriePosition(db: DbOrTx) {
  const [row] = await db.select({ max: sql<number | null>`max(${categories.position})` }).from(categories);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategorie(db: DbOrTx, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategorie(
  db: DbOrTx,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export async function insertSousCategorie(db: DbOrTx, values: typeof sousCategories.$inferInsert) {
  const [row] = await db.insert(sousCategories).values(values).returning();
  return row;
}

export async function updateSousCategorie(
  db: DbOrTx,
  id: number,
  values: Partial<typeof sousCategories.$inferInsert>,
) {
  const [row] = await db
    .update(sousCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sousCategories.id, id))
    .returning();
  return row ?? null;
}

/** Number of articles filed under the category (through its sub-categories). */
export async function countCategorieArticles(db: DbOrTx, categorieId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .innerJoin(sousCategories, eq(sousCategories.id, articles.sousCategorieId))
    .where(eq(sousCategories.categorieId, categorieId));
  return row?.n ?? 0;
}

export async function countSousCategorieArticles(db: DbOrTx, sousCategorieId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.sousCategorieId, sousCategorieId));
  return row?.n ?? 0;
}

/**
 * Deletes a category, its (empty) sub-categories and its ads; returns the picture URLs the deleted
 * rows showed. The caller has checked, in the same transaction, that no article is filed under it.
 */
export async function deleteCategorieTree(db: DbOrTx, categorieId: number): Promise<string[] | null> {
  const ads = await db
    .delete(publicites)
    .where(eq(publicites.modelId, categorieId))
    .returning({ url: publicites.urlImage });
  const subs = await db
    .delete(sousCategories)
    .where(eq(sousCategories.categorieId, categorieId))
    .returning({ url: sousCategories.urlImage });
  const [cat] = await db
    .delete(categories)
    .where(eq(categories.id, categorieId))
    .returning({ url: categories.urlImage });
  if (!cat) return null;
  return [cat.url, ...subs.map((s) => s.url), ...ads.map((a) => a.url)].filter(
    (u): u is string => typeof u === 'string',
  );
}

export async function deleteSousCategorie(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(sousCategories)
    .where(eq(sousCategories.id, id))
    .returning({ url: sousCategories.urlImage });
  return row ?? null;
}
