import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accessTokens, type Role } from '../db/schema/accounts';

/**
 * Opaque bearer tokens (docs/decisions/0003-three-token-kinds.md). Only the sha256 of a token is
 * stored, so a leaked table opens no session; 256 random bits make the hash safe without a salt or a
 * slow function.
 */

export const DEFAULT_TOKEN_TTL_DAYS = 30;
/** Sliding expiry is written at most this often per token: one write a minute, not one per request. */
export const TOUCH_INTERVAL_MS = 60_000;

const DAY_MS = 86_400_000;

export interface TokenOptions {
  /** Idle lifetime: the token dies this long after its last use. */
  ttlDays?: number;
  now?: Date;
}

export interface ResolvedToken {
  role: Role;
  ownerId: number;
  tokenId: number;
}

/** 32 random bytes, base64url: what the client keeps (and what e-mailed reset links carry). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256Hex = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

const expiryFrom = (now: Date, ttlDays: number) => new Date(now.getTime() + ttlDays * DAY_MS);

/** Creates a session for the owner and returns the raw token (never stored). */
export async function issueToken(
  db: DbOrTx,
  role: Role,
  ownerId: number,
  opts: TokenOptions = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const raw = newOpaqueToken();
  // Expired sessions of this owner are dropped here, so the table does not grow without a sweep.
  await db
    .delete(accessTokens)
    .where(
      and(eq(accessTokens.role, role), eq(accessTokens.ownerId, ownerId), lt(accessTokens.expiresAt, now)),
    );
  await db.insert(accessTokens).values({
    role,
    ownerId,
    tokenHash: sha256Hex(raw),
    lastUsedAt: now,
    expiresAt: expiryFrom(now, opts.ttlDays ?? DEFAULT_TOKEN_TTL_DAYS),
    createdAt: now,
  });
  return raw;
}

/** The live session a raw token opens, or null (unknown, expired or revoked). Slides its expiry. */
export async function resolveToken(
  db: DbOrTx,
  raw: string,
  opts: TokenOptions = {},
): Promise<ResolvedToken | null> {
  // A real token is 43 characters; anything far off is not worth a query.
  if (raw.length < 20 || raw.length > 200) return null;
  const now = opts.now ?? new Date();
  const [row] = await db
    .select({
      id: accessTokens.id,
      role: accessTokens.role,
      ownerId: accessTokens.ownerId,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, sha256Hex(raw)), gt(accessTokens.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    const touchedBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    // Conditional: of several processes seeing the same stale time, one writes and the others no-op.
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now, expiresAt: expiryFrom(now, opts.ttlDays ?? DEFAULT_TOKEN_TTL_DAYS) })
      .where(and(eq(accessTokens.id, row.id), lt(accessTokens.lastUsedAt, touchedBefore)));
  }
  return { role: row.role, ownerId: row.ownerId, tokenId: row.id };
}

/** Ends one session at once (logout). */
export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/** Ends every session of an account (blocked account, password reset). Returns how many ended. */
export async function revokeAllTokens(db: DbOrTx, role: Role, ownerId: number): Promise<number> {
  const rows = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.role, role), eq(accessTokens.ownerId, ownerId)))
    .returning({ id: accessTokens.id });
  return rows.length;
}

/** Ends every session of an account but `keepTokenId` (the one that changed the password). */
export async function revokeOtherTokens(
  db: DbOrTx,
  role: Role,
  ownerId: number,
  keepTokenId: number | null,
): Promise<void> {
  await db
    .delete(accessTokens)
    .where(
      and(
        eq(accessTokens.role, role),
        eq(accessTokens.ownerId, ownerId),
        keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}
