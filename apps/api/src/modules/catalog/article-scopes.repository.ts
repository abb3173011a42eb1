import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedStatement, prepareNamed } from '../../db/named-statements';
import { marchands } from '../../db/schema/accounts';
import { articles, categories, sousCategories } from '../../db/schema/catalog';

/**
 * The page headers of the scoped article lists: a category, a sub-category, a store. Each is one of
 * every list request's statements, so each is built once per database and sent as a named prepared
 * statement (db/named-statements.ts): neither drizzle nor the database rebuilds or replans it.
 */

export interface SousCategorieRow {
  id: number;
  slug: string;
  designation: string;
  urlImage: string | null;
  categorieId: number;
}

/** A category and its sub-categories (same order as /v1/categories) in one statement. */
export async function findCategorieBySlug(db: DbOrTx, slug: string) {
  const statement = cachedStatement(db, 'scope:categorie', (on) =>
    prepareNamed(
      on
        .select({
          id: categories.id,
          slug: categories.slug,
          designation: categories.designation,
          urlImage: categories.urlImage,
          sousCategories: sql<SousCategorieRow[]>`(
            select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'designation', s.designation,
                'urlImage', s.url_image, 'categorieId', s.categorie_id) order by s.id), '[]'::json)
              from sous_categories s where s.categorie_id = categories.id)`,
          // Its page's banner: its newest valid ad, as the categories list gives it.
          imagePublicitaire: sql<string | null>`(
            select p.url_image from publicites p
              where p.type = 'categorie' and p.valide and p.model_id = categories.id
              order by p.id desc limit 1)`,
        })
        .from(categories)
        .where(eq(categories.slug, sql.placeholder('slug'))),
    ),
  );
  const [row] = await statement.execute({ slug });
  return row;
}

export async function findSousCategorie(db: DbOrTx, id: number): Promise<SousCategorieRow | undefined> {
  const statement = cachedStatement(db, 'scope:sousCategorie', (on) =>
    prepareNamed(
      on
        .select({
          id: sousCategories.id,
          slug: sousCategories.slug,
          designation: sousCategories.designation,
          urlImage: sousCategories.urlImage,
          categorieId: sousCategories.categorieId,
        })
        .from(sousCategories)
        .where(eq(sousCategories.id, sql.placeholder('id'))),
    ),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** Whether the store exists and is not blocked. */
export async function isShopVisible(db: DbOrTx, id: number): Promise<boolean> {
  const statement = cachedStatement(db, 'scope:shop', (on) =>
    prepareNamed(
      on
        .select({ id: marchands.id })
        .from(marchands)
        .where(and(eq(marchands.id, sql.placeholder('id')), eq(marchands.valide, true))),
    ),
  );
  const [row] = await statement.execute({ id });
  return row !== undefined;
}

/** The id of the article with this slug (unique), visible or not: the article read decides that. */
export async function findArticleIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const statement = cachedStatement(db, 'scope:articleSlug', (on) =>
    prepareNamed(
      on
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.slug, sql.placeholder('slug'))),
    ),
  );
  const [row] = await statement.execute({ slug });
  return row?.id;
}
