import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, clients } from '../../db/schema/accounts';
import type { AdminRow, ClientRow } from '../accounts';

/** The only file that talks to Drizzle about one's own profile (a client's, an administrator's). */

export async function updateClient(
  db: DbOrTx,
  id: number,
  values: Partial<typeof clients.$inferInsert>,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

export async function updateAdmin(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof admins.$inferInsert, 'name' | 'password'>>,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(admins)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(admins.id, id))
    .returning();
  return row;
}
