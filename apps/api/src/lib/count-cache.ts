/**
 * Large storefront counts, reused for a short time (issue #7, goal 3: catalogue size must barely
 * matter). Counting a list reads every matching row up to the cap — 25 001 index entries and stock
 * probes for a big category of a 10^6 catalogue (~60 ms), every article of a filter (~500 ms) —
 * whereas the page itself stops after 12. A count of at least `min` rows is therefore kept `ttlMs`
 * and shared by the requests for the same list meanwhile (one count runs at a time per list).
 *
 * Small counts are never kept: a shopper can see the last article of a short list disappear, not
 * the 1 001st of a long one, and every list of the tests stays exact. The reply of a storefront
 * list is public and cacheable for 60 s anyway (plugins/http-cache.ts): a kept total is no older
 * than what a CDN may show.
 */
export interface CountCacheOptions {
  /** Counts below this are never kept. */
  min?: number;
  ttlMs?: number;
  /** Lists kept at most (the whole cache is dropped when full: a handful of lists are hot). */
  maxEntries?: number;
  now?: () => number;
}

export const COUNT_CACHE_MIN = 1_000;
export const COUNT_CACHE_TTL_MS = 60_000;

export function createCountCache({
  min = COUNT_CACHE_MIN,
  ttlMs = COUNT_CACHE_TTL_MS,
  maxEntries = 5_000,
  now = Date.now,
}: CountCacheOptions = {}) {
  const entries = new Map<string, { value: Promise<number>; expires: number }>();

  /** The count of the list `key`: kept if fresh, else `count()` (once, whoever asks meanwhile). */
  function get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = count();
    // In flight: shared until it resolves; then kept only when large, dropped when small or failed.
    const entry = { value, expires: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    value.then(
      (n) => {
        if (entries.get(key) !== entry) return;
        if (n >= min) entry.expires = now() + ttlMs;
        else entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return { get, size: () => entries.size };
}

export type CountCache = ReturnType<typeof createCountCache>;
