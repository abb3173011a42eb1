import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { categories, sousCategories } from '../../db/schema/catalog';

/** The page headers of the scoped article lists: a category, a sub-category, a store. */

export interface SousCategorieRow {
  id: number;
  slug: string;
  designation: string;
  urlImage: string | null;
  categorieId: number;
}

/** A category and its sub-categories (same order as /v1/categories) in one statement. */
export async function findCategorieBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      designation: categories.designation,
      urlImage: categories.urlImage,
      sousCategories: sql<SousCategorieRow[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'designation', s.designation,
            'urlImage', s.url_image, 'categorieId', s.categorie_id) order by s.id), '[]'::json)
          from sous_categories s where s.categorie_id = categories.id)`,
    })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row;
}

export async function findSousCategorie(db: DbOrTx, id: number): Promise<SousCategorieRow | undefined> {
  const [row] = await db
    .select({
      id: sousCategories.id,
      slug: sousCategories.slug,
      designation: sousCategories.designation,
      urlImage: sousCategories.urlImage,
      categorieId: sousCategories.categorieId,
    })
    .from(sousCategories)
    .where(eq(sousCategories.id, id));
  return row;
}

/** Whether the store exists and is not blocked. */
export async function isShopVisible(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: marchands.id })
    .from(marchands)
    .where(and(eq(marchands.id, id), eq(marchands.valide, true)));
  return row !== undefined;
}
