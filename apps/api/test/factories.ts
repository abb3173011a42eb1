import type { Db } from '../src/db/client';
import { clients, marchands } from '../src/db/schema/accounts';
import { categories, sousCategories } from '../src/db/schema/catalog';
import { about, fondateurs, publicites } from '../src/db/schema/content';
import { hashPassword } from '../src/lib/passwords';

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

let passwordHash: Promise<string> | undefined;
/** One argon2id hash of 'Password123!' shared by every factory account (hashing is slow on purpose). */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword('Password123!');
  return passwordHash;
}

export async function makeMarchand(db: Db, over: Partial<typeof marchands.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(marchands)
    .values({
      slug: `magasin-${i}`,
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      email: `marchand${i}@souk.dz`,
      telephone: '0550 00 00 00',
      designationMagasin: `Magasin ${i}`,
      adresseMagasin: `${i} rue Didouche Mourad`,
      wilayaMagasin: '16 - Alger',
      password: await testPasswordHash(),
      ...over,
    })
    .returning();
  return row;
}

export async function makeClient(db: Db, over: Partial<typeof clients.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(clients)
    .values({
      slug: `client-${i}`,
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      email: `client${i}@souk.dz`,
      telephone: '0660 00 00 00',
      adresse: `${i} boulevard Zighout Youcef`,
      wilaya: '16 - Alger',
      genre: 'home',
      password: await testPasswordHash(),
      ...over,
    })
    .returning();
  return row;
}
