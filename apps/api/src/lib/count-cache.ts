/**
 * Large storefront counts, reused for a short time (docs/benchmarks.md, catalogue size: pages stay as
 * fast at 10^6 articles as at 10^4; decision 0017). Counting a list reads every matching row up to the
 * cap — 25 001 index entries and stock probes for a big category of a 10^6 catalogue (~60 ms), every
 * article of a filter (~500 ms) — whereas the page itself stops after 12. A count of at least `min`
 * rows is therefore kept `ttlMs` and shared by the requests for the same list meanwhile (one count runs
 * at a time per list).
 *
 * Small counts are never kept: a shopper can see the last article of a short list disappear, not
 * the 1 001st of a long one, and every list of the tests stays exact. Once expired, a kept count
 * is still answered for `staleMs` while it is counted again in the background, so it is at most
 * `ttlMs + staleMs` (plus one count) old: a total of "1 000 and more" a minute late, never a short
 * list's.
 */
export interface CountCacheOptions {
  /** Counts below this are never kept. */
  min?: number;
  ttlMs?: number;
  /**
   * How long after `ttlMs` a kept count is still answered while it is counted again off the
   * request's path (stale-while-revalidate). Past it, the request counts and waits.
   */
  staleMs?: number;
  /** Lists kept at most (the whole cache is dropped when full: a handful of lists are hot). */
  maxEntries?: number;
  now?: () => number;
}

export const COUNT_CACHE_MIN = 1_000;
export const COUNT_CACHE_TTL_MS = 60_000;
export const COUNT_CACHE_STALE_MS = 60_000;

interface Entry {
  value: Promise<number>;
  /** Fresh until then; Infinity while the first count is in flight. */
  expires: number;
  /** Answered (and counted again in the background) until then. */
  staleUntil: number;
  refreshing: boolean;
}

export function createCountCache({
  min = COUNT_CACHE_MIN,
  ttlMs = COUNT_CACHE_TTL_MS,
  staleMs = COUNT_CACHE_STALE_MS,
  maxEntries = 5_000,
  now = Date.now,
}: CountCacheOptions = {}) {
  const entries = new Map<string, Entry>();

  /** Keeps `value` once it settles: from then on for `ttlMs` when large; drops it when small or failed. */
  function settle(key: string, entry: Entry, value: Promise<number>) {
    value.then(
      (n) => {
        if (entries.get(key) !== entry) return;
        if (n >= min) {
          const t = now();
          entries.set(key, {
            value: Promise.resolve(n),
            expires: t + ttlMs,
            staleUntil: t + ttlMs + staleMs,
            refreshing: false,
          });
        } else entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  }

  /**
   * The count of the list `key`: kept if fresh; kept but stale, it is answered at once while one
   * count runs in the background for the next requests (a shopper never waits for the recount of a
   * long list — 1 to 2 s for two common words of a 10^6 catalogue); else `count()`, once, whoever
   * asks meanwhile.
   */
  function get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = entries.get(key);
    const t = now();
    if (hit && hit.expires > t) return hit.value;
    if (hit && hit.staleUntil > t) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        settle(key, hit, count());
      }
      return hit.value;
    }
    if (entries.size >= maxEntries) entries.clear();
    const value = count();
    // In flight: shared until it resolves; then kept only when large, dropped when small or failed.
    const entry: Entry = {
      value,
      expires: Number.POSITIVE_INFINITY,
      staleUntil: Number.POSITIVE_INFINITY,
      refreshing: true,
    };
    entries.set(key, entry);
    settle(key, entry, value);
    return value;
  }

  /** Forgets every kept count (what they count changed: e.g. the search's synonyms). */
  const clear = () => entries.clear();

  return { get, clear, size: () => entries.size };
}

export type CountCache = ReturnType<typeof createCountCache>;
