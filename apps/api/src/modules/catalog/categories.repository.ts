import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, sousCategories } from '../../db/schema/catalog';
import { publicites } from '../../db/schema/content';

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export function listSousCategories(db: DbOrTx, categorieIds: number[]) {
  if (categorieIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sousCategories)
    .where(inArray(sousCategories.categorieId, categorieIds))
    .orderBy(asc(sousCategories.id));
}

/** The newest active `categorie` ads, newest first. */
export function listCategoryAds(db: DbOrTx) {
  return db
    .select({ id: publicites.id, modelId: publicites.modelId, urlImage: publicites.urlImage })
    .from(publicites)
    .where(and(eq(publicites.type, 'categorie'), eq(publicites.valide, true)))
    .orderBy(desc(publicites.id));
}
