import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter';

/** The same contract for both stores. The Redis one runs when TEST_REDIS_URL is set. */
function contract(name: string, make: () => RateLimiter) {
  describe(name, () => {
    let limiter: RateLimiter;
    beforeAll(() => {
      limiter = make();
    });
    afterAll(async () => {
      await limiter.close();
    });
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('allows `limit` hits per window, then refuses with the time left', async () => {
      const k = key();
      for (let i = 1; i <= 3; i++) {
        expect(await limiter.hit(k, 3, 60_000)).toMatchObject({ allowed: true, count: i });
      }
      const refused = await limiter.hit(k, 3, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('keeps keys apart', async () => {
      const a = key();
      await limiter.hit(a, 1, 60_000);
      expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
      expect((await limiter.hit(key(), 1, 60_000)).allowed).toBe(true);
    });

    it('reset forgets the key; release takes one hit back, never below zero', async () => {
      const k = key();
      await limiter.hit(k, 2, 60_000);
      await limiter.hit(k, 2, 60_000);
      await limiter.release(k);
      expect(await limiter.hit(k, 2, 60_000)).toMatchObject({ allowed: true, count: 2 });
      await limiter.reset(k);
      expect(await limiter.hit(k, 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
      const fresh = key();
      await limiter.release(fresh);
      await limiter.release(fresh);
      expect(await limiter.hit(fresh, 2, 60_000)).toMatchObject({ count: 1 });
    });

    it('opens a new window when the old one ends', async () => {
      const k = key();
      await limiter.hit(k, 1, 50);
      expect((await limiter.hit(k, 1, 50)).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 120));
      expect((await limiter.hit(k, 1, 50)).allowed).toBe(true);
    });

    it('counts hits arriving at once exactly', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(k, 5, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });
}

contract('memory rate limiter', () => createMemoryRateLimiter());

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('redis rate limiter', () => {
  contract('contract', () => createRedisRateLimiter(redisUrl!, { prefix: 'souk-test:rl:' }));

  it('shares counts between processes (two clients, one store)', async () => {
    const a = createRedisRateLimiter(redisUrl!, { prefix: 'souk-test:rl:' });
    const b = createRedisRateLimiter(redisUrl!, { prefix: 'souk-test:rl:' });
    const k = `shared:${randomBytes(6).toString('hex')}`;
    await a.hit(k, 2, 60_000);
    await b.hit(k, 2, 60_000);
    expect((await a.hit(k, 2, 60_000)).allowed).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });

  it('does not extend the window on later hits', async () => {
    const client = new Redis(redisUrl!);
    const limiter = createRedisRateLimiter(redisUrl!, { prefix: 'souk-test:rl:', client });
    const k = `ttl:${randomBytes(6).toString('hex')}`;
    await limiter.hit(k, 5, 10_000);
    await client.pexpire(`souk-test:rl:${k}`, 3_000);
    await limiter.hit(k, 5, 10_000);
    expect(await client.pttl(`souk-test:rl:${k}`)).toBeLessThanOrEqual(3_000);
    client.disconnect();
  });
});

describe('unreachable Redis', () => {
  it('lets requests through and logs, rather than locking everyone out', async () => {
    const errors: string[] = [];
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', {
      log: { error: (_obj, msg) => errors.push(msg) },
    });
    const res = await limiter.hit('k', 1, 1000);
    expect(res.allowed).toBe(true);
    expect(errors).toContain('rate limiter unavailable');
    await limiter.close();
  });
});

describe('createRateLimiter', () => {
  it('picks memory without REDIS_URL', async () => {
    const limiter = createRateLimiter({});
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    await limiter.close();
  });
});
