import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { demandeComptes } from '../../db/schema/content';

export async function hasPendingRequest(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: demandeComptes.id })
    .from(demandeComptes)
    .where(and(eq(demandeComptes.email, email), eq(demandeComptes.etat, false)))
    .limit(1);
  return rows.length > 0;
}

export async function partnerEmailTaken(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: marchands.id })
    .from(marchands)
    .where(eq(marchands.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function insertRequest(db: DbOrTx, values: typeof demandeComptes.$inferInsert) {
  const [row] = await db.insert(demandeComptes).values(values).returning();
  return row;
}
