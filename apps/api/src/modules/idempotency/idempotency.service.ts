import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import type { Role } from '../../db/schema/accounts';
import type { Ctx } from '../../lib/context';
import { HttpError, validationError } from '../../lib/http-errors';
import * as repo from './idempotency.repository';

/**
 * `Idempotency-Key` on the money-moving calls (the client's `commandeAdd` and `commandePayer`, the
 * partner's `versementAdd`; decision 0033): the first request with a key runs and its reply is kept for KEY_TTL_HOURS; a later one with
 * the same key and the same request gets that reply again (`Idempotent-Replayed: true`) and does
 * nothing; the same key with another request is a 422. While the first is still running, a second
 * waits for its reply (up to WAIT_MS, then 409). A request that fails frees its key. Keys are kept in
 * the database, scoped to their owner (role and id), so they hold across API processes.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_TTL_HOURS = 24;
const WAIT_MS = 15_000;
const POLL_MS = 100;

export const IDEMPOTENCY_MESSAGES = {
  invalid: VALIDATION_MESSAGES.idempotency_key_invalid,
  reused: VALIDATION_MESSAGES.idempotency_key_reused,
  inProgress: VALIDATION_MESSAGES.idempotency_in_progress,
} as const;

export interface IdempotentReply {
  statusCode: number;
  body: unknown;
}

/** Key order does not change the request: the same body sent again hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)) ?? '')
    .digest('hex');
}

/** The header's value, or undefined without one; 422 when it is not a usable key. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw validationError(
      { [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MESSAGES.invalid] },
      IDEMPOTENCY_MESSAGES.invalid,
    );
  }
  return header;
}

export async function idempotent(
  ctx: Ctx,
  call: { role: Role; ownerId: number; route: string; key: string | undefined; request: unknown },
  run: () => Promise<IdempotentReply>,
): Promise<IdempotentReply & { replayed: boolean }> {
  if (call.key === undefined) return { ...(await run()), replayed: false };
  const id = { role: call.role, ownerId: call.ownerId, route: call.route, key: call.key };
  const hash = requestHash(call.request);
  const started = Date.now();
  for (;;) {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + KEY_TTL_HOURS * 3_600_000);
    if (await repo.claimKey(ctx.db, id, { requestHash: hash, expiresAt })) break;
    const held = await repo.findKey(ctx.db, id);
    // Freed (its request failed) or expired since: claim it again.
    if (!held) continue;
    if (held.expiresAt.getTime() <= now.getTime()) {
      await repo.dropExpiredKey(ctx.db, id, now);
      continue;
    }
    if (held.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
    if (held.statusCode !== null) return { statusCode: held.statusCode, body: held.reply, replayed: true };
    if (Date.now() - started >= WAIT_MS) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(POLL_MS);
  }

  let result: IdempotentReply;
  try {
    result = await run();
  } catch (error) {
    // Nothing was placed (the call's own transaction rolled back): the key may be sent again.
    await repo.releaseKey(ctx.db, id).catch(() => {});
    throw error;
  }
  await repo.completeKey(ctx.db, id, result.statusCode, result.body);
  return { ...result, replayed: false };
}

/** The sweep's part: expired keys go (see `orderExpirySweep`). */
export function deleteExpiredKeys(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<number> {
  return repo.deleteExpiredKeys(ctx.db, now);
}
