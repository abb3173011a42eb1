import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, Db } from '../db/client';
import { HttpError } from './http-errors';

/**
 * Fixed-window counters for throttling (logins, password-reset requests, …). In Redis when REDIS_URL
 * is set; otherwise in the PostgreSQL database (table rate_limits), so that every API process shares
 * the same counts either way; in memory on the embedded database, which one process owns (decision
 * 0030).
 */
export interface RateLimitResult {
  /** False once the key has been hit more than `limit` times in the current window. */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (0 when allowed and unknown). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; the window starts at the first hit and lasts `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes back one hit (e.g. an attempt that turned out legitimate), never below zero. */
  release(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A 429 carrying its Retry-After; the auth plugin copies it into the header. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  const sweep = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      // Dead windows are swept now and then so that the map stays bounded by live keys.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(t);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, retryAfterSeconds: seconds(w.resetAt - t) };
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

type Log = { error: (obj: object, msg: string) => void };

const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

/**
 * INCR and PEXPIRE NX in one MULTI: the first hit starts the window, later hits do not extend it.
 * When Redis cannot be reached the limiter lets requests through (and logs): an outage of the
 * throttling store must not lock every user out.
 */
export function createRedisRateLimiter(
  url: string,
  opts: { prefix?: string; log?: Log; client?: Redis } = {},
): RateLimiter {
  const redis =
    opts.client ??
    new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableAutoPipelining: true });
  const prefix = opts.prefix ?? 'souk:rl:';
  // Connection errors are reported once per outage, not once per reconnection attempt.
  let down = false;
  redis.on('error', (error) => {
    if (!down) opts.log?.error({ err: error }, 'rate limiter: Redis connection lost');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  const fail = (error: unknown, op: string) =>
    opts.log?.error({ err: error, op }, 'rate limiter unavailable');
  return {
    async hit(key, limit, windowMs) {
      try {
        const replies = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec();
        if (!replies) throw new Error('transaction aborted');
        for (const [error] of replies) if (error) throw error;
        const count = Number(replies[0][1]);
        const ttl = Number(replies[2][1]);
        return {
          allowed: count <= limit,
          count,
          retryAfterSeconds: seconds(ttl > 0 ? ttl : windowMs),
        };
      } catch (error) {
        fail(error, 'hit');
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      }
    },
    async release(key) {
      try {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
      } catch (error) {
        fail(error, 'release');
      }
    },
    async reset(key) {
      try {
        await redis.del(prefix + key);
      } catch (error) {
        fail(error, 'reset');
      }
    },
    async close() {
      if (!opts.client) redis.disconnect();
    },
  };
}

type Rows<T> = { rows: T[] };

/**
 * Counters in the rate_limits table: one upsert per hit, atomic under concurrency (the row is locked
 * by ON CONFLICT), timed by the database's clock so that every process agrees on the window. Ended
 * windows are swept every SWEEP_EVERY hits of a process. Like Redis, a failing database lets the
 * request through and logs (the login that follows needs the database anyway).
 */
export function createDatabaseRateLimiter(
  db: Db,
  opts: { log?: Log; sweepEvery?: number } = {},
): RateLimiter {
  const sweepEvery = opts.sweepEvery ?? 1000;
  let hitsSinceSweep = 0;
  const fail = (error: unknown, op: string) =>
    opts.log?.error({ err: error, op }, 'rate limiter unavailable');
  return {
    async hit(key, limit, windowMs) {
      try {
        if (++hitsSinceSweep >= sweepEvery) {
          hitsSinceSweep = 0;
          await db.execute(sql`delete from rate_limits where reset_at <= now()`);
        }
        const { rows } = (await db.execute(sql`
          insert into rate_limits as r (key, count, reset_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when r.reset_at <= now() then 1 else r.count + 1 end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          returning r.count, ceil(extract(epoch from r.reset_at - now()) * 1000)::float8 as ttl_ms`)) as unknown as Rows<{
          count: number;
          ttl_ms: number;
        }>;
        const count = Number(rows[0].count);
        const ttl = Number(rows[0].ttl_ms);
        return { allowed: count <= limit, count, retryAfterSeconds: seconds(ttl > 0 ? ttl : windowMs) };
      } catch (error) {
        fail(error, 'hit');
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      }
    },
    async release(key) {
      try {
        await db.execute(
          sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`,
        );
      } catch (error) {
        fail(error, 'release');
      }
    },
    async reset(key) {
      try {
        await db.execute(sql`delete from rate_limits where key = ${key}`);
      } catch (error) {
        fail(error, 'reset');
      }
    },
    async close() {},
  };
}

/** Redis when REDIS_URL is set; else the PostgreSQL database; else (embedded database) memory. */
export function createRateLimiter(
  config: { REDIS_URL?: string },
  database?: Pick<Database, 'db' | 'kind'>,
  log?: Log,
): RateLimiter {
  if (config.REDIS_URL) return createRedisRateLimiter(config.REDIS_URL, { log });
  if (database?.kind === 'postgres') return createDatabaseRateLimiter(database.db, { log });
  return createMemoryRateLimiter();
}
