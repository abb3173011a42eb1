import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Role } from '../../db/schema/accounts';
import { idempotencyKeys } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about idempotency keys (decision 0033). */

export interface KeyId {
  /** Whose key it is: a client, a partner or an administrator. */
  role: Role;
  ownerId: number;
  route: string;
  key: string;
}

export interface KeyRow {
  requestHash: string;
  statusCode: number | null;
  reply: unknown;
  expiresAt: Date;
}

const byId = (id: KeyId) =>
  and(
    eq(idempotencyKeys.role, id.role),
    eq(idempotencyKeys.ownerId, id.ownerId),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );

/**
 * Claims the key for this request: true when this request inserted it (it runs), false when
 * another request holds it already. The primary key decides between concurrent requests, in any
 * process: the second insert waits for the first to commit, then does nothing.
 */
export async function claimKey(
  db: DbOrTx,
  id: KeyId,
  values: { requestHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...id, ...values })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: DbOrTx, id: KeyId): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      reply: idempotencyKeys.reply,
      expiresAt: idempotencyKeys.expiresAt,
    })
    .from(idempotencyKeys)
    .where(byId(id));
  return row;
}

/** Keeps the reply of the request that holds the key (only while it is still running). */
export async function completeKey(db: DbOrTx, id: KeyId, statusCode: number, reply: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, reply })
    .where(and(byId(id), isNull(idempotencyKeys.statusCode)));
}

/** Frees a key whose request failed (nothing was placed): the same key may be sent again. */
export async function releaseKey(db: DbOrTx, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byId(id), isNull(idempotencyKeys.statusCode)));
}

/** Drops the key if it has expired (a new request may claim it). */
export async function dropExpiredKey(db: DbOrTx, id: KeyId, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byId(id), lt(idempotencyKeys.expiresAt, now)));
}

/** Every expired key (the periodic sweep). Returns how many were deleted. */
export async function deleteExpiredKeys(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
