import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import type { MarchandRow } from '../accounts';

/** The only file that talks to Drizzle about editing a store's profile. */

export async function findStore(db: DbOrTx, id: number): Promise<MarchandRow | undefined> {
  const [row] = await db.select().from(marchands).where(eq(marchands.id, id)).limit(1);
  return row;
}

/** Whether another store already uses this (lower-cased) e-mail. */
export async function emailUsedByOtherStore(db: DbOrTx, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: marchands.id })
    .from(marchands)
    .where(and(eq(marchands.email, email), ne(marchands.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function updateStore(
  db: DbOrTx,
  id: number,
  values: Partial<typeof marchands.$inferInsert>,
): Promise<MarchandRow | undefined> {
  const [row] = await db
    .update(marchands)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marchands.id, id))
    .returning();
  return row;
}
