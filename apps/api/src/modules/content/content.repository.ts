import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { about, fondateurs } from '../../db/schema/content';

export async function findAbout(db: DbOrTx) {
  const [row] = await db.select().from(about).where(eq(about.id, 1)).limit(1);
  return row ?? null;
}

export function listFondateurs(db: DbOrTx) {
  return db.select().from(fondateurs).orderBy(asc(fondateurs.id));
}
