import type { Db } from '../src/db/client';
import { categories, sousCategories } from '../src/db/schema/catalog';
import { about, fondateurs, publicites } from '../src/db/schema/content';

/** Small builders for test data: each returns the inserted row. Counters keep slugs unique. */
let n = 0;
const next = () => ++n;

export async function makeCategorie(db: Db, over: Partial<typeof categories.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `categorie-${i}`, designation: `Catégorie ${i}`, urlImage: `/media/c${i}.webp`, ...over })
    .returning();
  return row;
}

export async function makeSousCategorie(
  db: Db,
  categorieId: number,
  over: Partial<typeof sousCategories.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(sousCategories)
    .values({ categorieId, slug: `sous-categorie-${i}`, designation: `Sous-catégorie ${i}`, ...over })
    .returning();
  return row;
}

export async function makePublicite(db: Db, over: Partial<typeof publicites.$inferInsert> = {}) {
  const [row] = await db
    .insert(publicites)
    .values({ type: 'banner1', urlImage: `/media/pub-${next()}.webp`, ...over })
    .returning();
  return row;
}

export async function setAbout(db: Db, over: Partial<typeof about.$inferInsert> = {}) {
  const [row] = await db
    .insert(about)
    .values({ id: 1, email: 'contact@souk.dz', telephone: '0550 00 00 00', description: 'Souk.', ...over })
    .returning();
  return row;
}

export async function makeFondateur(db: Db, over: Partial<typeof fondateurs.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(fondateurs)
    .values({ nom: `Nom${i}`, prenom: `Prénom${i}`, email: `f${i}@souk.dz`, ...over })
    .returning();
  return row;
}
