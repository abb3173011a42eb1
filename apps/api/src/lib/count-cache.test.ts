import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[Math.min(calls++, values.length - 1)] as number,
    calls: () => calls,
  };
}

/** A count that resolves when told to (`release`), counting its calls. */
function slowCounter() {
  let calls = 0;
  let resolveLast: (n: number) => void = () => {};
  return {
    slow: () => {
      calls++;
      return new Promise<number>((resolve) => {
        resolveLast = resolve;
      });
    },
    calls: () => calls,
    release: (n: number) => resolveLast(n),
  };
}

describe('count cache', () => {
  it('never keeps a count below min: a short list is counted on every request', async () => {
    const cache = createCountCache({ min: 1000 });
    const c = counter([999, 998]);
    expect(await cache.get('list', c.count)).toBe(999);
    expect(await cache.get('list', c.count)).toBe(998);
    expect(c.calls()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('keeps a large count for ttlMs, per list, then counts again', async () => {
    let clock = 0;
    const cache = createCountCache({ min: 1000, ttlMs: 60_000, staleMs: 0, now: () => clock });
    const c = counter([25_001, 1_500]);
    expect(await cache.get('category 1', c.count)).toBe(25_001);
    clock += 59_999;
    expect(await cache.get('category 1', c.count)).toBe(25_001);
    expect(c.calls()).toBe(1);

    const other = counter([7]);
    expect(await cache.get('category 2', other.count)).toBe(7);

    clock += 1;
    expect(await cache.get('category 1', c.count)).toBe(1_500);
    expect(c.calls()).toBe(2);
  });

  it('answers an expired count at once while one recount runs in the background, then the new one', async () => {
    let clock = 0;
    const cache = createCountCache({ min: 1000, ttlMs: 60_000, staleMs: 60_000, now: () => clock });
    const { slow, calls, release } = slowCounter();
    const first = cache.get('search', slow);
    release(17_000);
    expect(await first).toBe(17_000);

    clock = 60_000;
    // Expired: the kept count is the answer, without waiting for the recount (still pending here).
    expect(await cache.get('search', slow)).toBe(17_000);
    expect(await cache.get('search', slow)).toBe(17_000);
    expect(calls()).toBe(2);
    release(16_500);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('search', slow)).toBe(16_500);
    expect(calls()).toBe(2);

    // Fresh again for ttlMs from the recount; past ttlMs + staleMs the request counts and waits.
    clock += 60_000 + 60_000;
    const late = cache.get('search', slow);
    expect(calls()).toBe(3);
    release(16_000);
    expect(await late).toBe(16_000);
  });

  it('drops a count whose background recount fails or turns small, so the next request counts', async () => {
    let clock = 0;
    const cache = createCountCache({ min: 1000, ttlMs: 10, staleMs: 10, now: () => clock });
    expect(await cache.get('a', async () => 5_000)).toBe(5_000);
    expect(await cache.get('b', async () => 5_000)).toBe(5_000);
    clock = 15;
    expect(await cache.get('a', () => Promise.reject(new Error('db down')))).toBe(5_000);
    expect(await cache.get('b', async () => 12)).toBe(5_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', async () => 4_000)).toBe(4_000);
    expect(await cache.get('b', async () => 11)).toBe(11);
  });

  it('runs one count for concurrent requests of the same list, small or large', async () => {
    const cache = createCountCache({ min: 1000 });
    const { slow, calls, release } = slowCounter();
    const pending = [cache.get('list', slow), cache.get('list', slow), cache.get('list', slow)];
    release(12);
    expect(await Promise.all(pending)).toEqual([12, 12, 12]);
    expect(calls()).toBe(1);
    // Small: dropped once settled, so the next request counts again.
    await cache.get('list', async () => 13);
    expect(cache.size()).toBe(0);
  });

  it('forgets a failed count, and empties itself when full', async () => {
    const cache = createCountCache({ min: 1, maxEntries: 2 });
    await expect(cache.get('broken', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size()).toBe(0);
    expect(await cache.get('broken', async () => 5)).toBe(5);
    await cache.get('b', async () => 5);
    expect(cache.size()).toBe(2);
    await cache.get('c', async () => 5);
    expect(cache.size()).toBe(1);
  });
});
