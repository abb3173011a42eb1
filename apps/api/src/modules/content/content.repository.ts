import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { about, fondateurs, publicites, sponsors } from '../../db/schema/content';

export async function findAbout(db: DbOrTx) {
  const [row] = await db.select().from(about).where(eq(about.id, 1)).limit(1);
  return row ?? null;
}

export function listFondateurs(db: DbOrTx) {
  return db.select().from(fondateurs).orderBy(asc(fondateurs.id));
}

/** Up to `limit` random active ads of one type (ad tables are small: ORDER BY random() is fine). */
export function randomPubs(db: DbOrTx, type: string, limit: number) {
  return db
    .select()
    .from(publicites)
    .where(and(eq(publicites.type, type), eq(publicites.valide, true)))
    .orderBy(sql`random()`)
    .limit(limit);
}

export function listSponsors(db: DbOrTx) {
  return db.select().from(sponsors).orderBy(asc(sponsors.id));
}
