import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, clients } from '../../db/schema/accounts';
import type { ClientRow } from '../accounts/accounts.repository';

/** The only file that talks to Drizzle about the client's own profile. */

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

/** Ends every session of the client but `keepTokenId` (the one that changed the password). */
export async function revokeOtherClientTokens(db: DbOrTx, clientId: number, keepTokenId: number | null) {
  await db
    .delete(accessTokens)
    .where(
      and(
        eq(accessTokens.role, 'client'),
        eq(accessTokens.ownerId, clientId),
        keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}
