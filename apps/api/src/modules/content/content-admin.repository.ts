import { count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { about, fondateurs, publicites, sponsors } from '../../db/schema/content';

/** The administrator's writes and lists of site content; storefront reads stay in content.repository. */

const likeTerm = (search: string) => `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Accent- and case-insensitive "one of these columns contains `search`". */
function anyContains(columns: PgColumn[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = likeTerm(search);
  return or(...columns.map((c) => sql`souk_unaccent(coalesce(${c}, '')) ilike souk_unaccent(${term})`));
}

// ---------------------------------------------------------------- sponsors

const sponsorSearch = (search?: string) => anyContains([sponsors.nom, sponsors.url], search);

export async function countSponsors(db: DbOrTx, search?: string) {
  const [row] = await db.select({ n: count() }).from(sponsors).where(sponsorSearch(search));
  return row?.n ?? 0;
}

export function pageSponsors(db: DbOrTx, limit: number, offset: number, search?: string) {
  return db
    .select()
    .from(sponsors)
    .where(sponsorSearch(search))
    .orderBy(desc(sponsors.id))
    .limit(limit)
    .offset(offset);
}

export async function findSponsor(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id)).limit(1);
  return row ?? null;
}

export async function insertSponsor(db: DbOrTx, values: typeof sponsors.$inferInsert) {
  const [row] = await db.insert(sponsors).values(values).returning();
  return row;
}

export async function updateSponsor(db: DbOrTx, id: number, values: Partial<typeof sponsors.$inferInsert>) {
  const [row] = await db
    .update(sponsors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sponsors.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSponsor(db: DbOrTx, id: number) {
  const [row] = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ url: sponsors.urlLogo });
  return row ?? null;
}

// ---------------------------------------------------------------- founders

const fondateurSearch = (search?: string) =>
  anyContains([fondateurs.nom, fondateurs.prenom, fondateurs.email, fondateurs.telephone], search);

export async function countFondateurs(db: DbOrTx, search?: string) {
  const [row] = await db.select({ n: count() }).from(fondateurs).where(fondateurSearch(search));
  return row?.n ?? 0;
}

export function pageFondateurs(db: DbOrTx, limit: number, offset: number, search?: string) {
  return db
    .select()
    .from(fondateurs)
    .where(fondateurSearch(search))
    .orderBy(fondateurs.id)
    .limit(limit)
    .offset(offset);
}

export async function findFondateur(db: DbOrTx, id: number) {
  const [row] = await db.select().from(fondateurs).where(eq(fondateurs.id, id)).limit(1);
  return row ?? null;
}

export async function insertFondateur(db: DbOrTx, values: typeof fondateurs.$inferInsert) {
  const [row] = await db.insert(fondateurs).values(values).returning();
  return row;
}

export async function updateFondateur(
  db: DbOrTx,
  id: number,
  values: Partial<typeof fondateurs.$inferInsert>,
) {
  const [row] = await db
    .update(fondateurs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fondateurs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFondateur(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(fondateurs)
    .where(eq(fondateurs.id, id))
    .returning({ url: fondateurs.urlPhoto });
  return row ?? null;
}

// ---------------------------------------------------------------- configuration

/** Writes the single configuration row (id = 1), creating it the first time. */
export async function upsertAbout(db: DbOrTx, values: Omit<typeof about.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(about)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: about.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

// ---------------------------------------------------------------- ads

const pubColumns = {
  id: publicites.id,
  type: publicites.type,
  urlImage: publicites.urlImage,
  modelId: publicites.modelId,
  valide: publicites.valide,
  createdAt: publicites.createdAt,
  categorieId: categories.id,
  categorieSlug: categories.slug,
  categorieDesignation: categories.designation,
};

export type PubRow = Awaited<ReturnType<typeof findPub>> & {};

export async function countPubs(db: DbOrTx, types: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(publicites)
    .where(inArray(publicites.type, [...types]));
  return row?.n ?? 0;
}

/** Newest first, each with its category (for `categorie` ads). */
export function pagePubs(db: DbOrTx, types: readonly string[], limit: number, offset: number) {
  return db
    .select(pubColumns)
    .from(publicites)
    .leftJoin(categories, eq(categories.id, publicites.modelId))
    .where(inArray(publicites.type, [...types]))
    .orderBy(desc(publicites.id))
    .limit(limit)
    .offset(offset);
}

export async function findPub(db: DbOrTx, id: number) {
  const [row] = await db
    .select(pubColumns)
    .from(publicites)
    .leftJoin(categories, eq(categories.id, publicites.modelId))
    .where(eq(publicites.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertPub(db: DbOrTx, values: typeof publicites.$inferInsert) {
  const [row] = await db.insert(publicites).values(values).returning({ id: publicites.id });
  return row;
}

export async function deletePub(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(publicites)
    .where(eq(publicites.id, id))
    .returning({ url: publicites.urlImage });
  return row ?? null;
}

/** Flips `valide` in one statement (two admins clicking at once give two flips, never a lost one). */
export async function togglePub(db: DbOrTx, id: number) {
  const [row] = await db
    .update(publicites)
    .set({ valide: sql`not ${publicites.valide}` })
    .where(eq(publicites.id, id))
    .returning({ id: publicites.id });
  return row ?? null;
}

export async function categorieExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return Boolean(row);
}
