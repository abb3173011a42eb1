import { Redis } from 'ioredis';
import { HttpError } from './http-errors';

/**
 * Fixed-window counters for throttling (logins, password-reset requests, …). In memory for one
 * process; in Redis when REDIS_URL is set, so that every API process shares the same counts.
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

export function createRateLimiter(config: { REDIS_URL?: string }, log?: Log): RateLimiter {
  return config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL, { log }) : createMemoryRateLimiter();
}
