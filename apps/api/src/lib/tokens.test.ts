import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { accessTokens } from '../db/schema/accounts';
import {
  issueToken,
  resolveToken,
  revokeAllTokens,
  revokeToken,
  sha256Hex,
  TOUCH_INTERVAL_MS,
} from './tokens';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('access tokens', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it('issues a 256-bit base64url token and stores only its sha256', async () => {
    const raw = await issueToken(db(), 'client', 7);
    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(raw, 'base64url')).toHaveLength(32);
    const [row] = await db().select().from(accessTokens);
    expect(row.tokenHash).toBe(sha256Hex(raw));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await resolveToken(db(), raw)).toEqual({ role: 'client', ownerId: 7, tokenId: row.id });
  });

  it('returns null for unknown, malformed and revoked tokens', async () => {
    const raw = await issueToken(db(), 'marchand', 1);
    expect(await resolveToken(db(), `${raw.slice(0, -1)}x`)).toBeNull();
    expect(await resolveToken(db(), '')).toBeNull();
    expect(await resolveToken(db(), 'x'.repeat(5000))).toBeNull();
    const resolved = await resolveToken(db(), raw);
    await revokeToken(db(), resolved!.tokenId);
    expect(await resolveToken(db(), raw)).toBeNull();
  });

  it('expires after TTL days without use, and slides with use (one write a minute at most)', async () => {
    const t0 = at('2026-01-01T00:00:00Z');
    const raw = await issueToken(db(), 'user', 3, { ttlDays: 30, now: t0 });
    const expiry = async () => (await db().select().from(accessTokens))[0].expiresAt.getTime();
    expect(await expiry()).toBe(t0.getTime() + 30 * DAY);

    // Within the minute: no write.
    await resolveToken(db(), raw, { ttlDays: 30, now: new Date(t0.getTime() + TOUCH_INTERVAL_MS - 1) });
    expect(await expiry()).toBe(t0.getTime() + 30 * DAY);

    // Used on day 20: lives until day 50.
    const day20 = new Date(t0.getTime() + 20 * DAY);
    expect(await resolveToken(db(), raw, { ttlDays: 30, now: day20 })).not.toBeNull();
    expect(await expiry()).toBe(day20.getTime() + 30 * DAY);
    const [row] = await db().select().from(accessTokens);
    expect(row.lastUsedAt.getTime()).toBe(day20.getTime());

    expect(await resolveToken(db(), raw, { now: new Date(t0.getTime() + 49 * DAY) })).not.toBeNull();
    expect(await resolveToken(db(), raw, { now: new Date(t0.getTime() + 80 * DAY) })).toBeNull();
  });

  it('revokes every session of one account only', async () => {
    const a1 = await issueToken(db(), 'client', 1);
    const a2 = await issueToken(db(), 'client', 1);
    const partner = await issueToken(db(), 'marchand', 1);
    const other = await issueToken(db(), 'client', 2);
    expect(await revokeAllTokens(db(), 'client', 1)).toBe(2);
    expect(await resolveToken(db(), a1)).toBeNull();
    expect(await resolveToken(db(), a2)).toBeNull();
    expect(await resolveToken(db(), partner)).not.toBeNull();
    expect(await resolveToken(db(), other)).not.toBeNull();
  });

  it("drops the owner's expired sessions when a new one is issued", async () => {
    const old = at('2025-01-01T00:00:00Z');
    await issueToken(db(), 'client', 1, { now: old });
    await issueToken(db(), 'client', 2, { now: old });
    await issueToken(db(), 'client', 1);
    const rows = await db().select().from(accessTokens);
    expect(rows.map((r) => r.ownerId).sort()).toEqual([1, 2]);
  });
});
