import { PUBLIC_CACHE_WINDOW_MS } from '@souk/domain/http-cache';

/**
 * What a visitor just changed shows at once (docs/decisions/0036-fresh-after-a-write.md). The API's
 * public reads may be kept by the browser (`max-age` then `stale-while-revalidate`, the same for
 * everyone); a review, a like, an order or a store edit changes some of them. After any successful
 * write of this browser — every tab, as the time is kept in localStorage — and for as long as the
 * browser may keep a public read, the app's anonymous reads are sent with `cache: 'no-cache'`: the
 * browser asks the API again with its ETag (a 304 without a body when nothing changed) and stores the
 * fresh reply. A visitor who writes nothing keeps the browser's cache as before.
 */

const KEY = 'souk.wroteAt';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Called after each successful write of this browser. */
export function noteVisitorWrite(now: number = Date.now()): void {
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // Storage full or refused: reads keep the browser's cache.
  }
}

/** Whether public reads must be revalidated now (a write of this browser may be in a cached reply). */
export function readsMustRevalidate(now: number = Date.now()): boolean {
  const at = Number(storage()?.getItem(KEY));
  return Number.isFinite(at) && at > 0 && now - at < PUBLIC_CACHE_WINDOW_MS && at <= now;
}

/** The fetch cache mode of an anonymous read. */
export function publicReadCache(now: number = Date.now()): RequestCache {
  return readsMustRevalidate(now) ? 'no-cache' : 'default';
}
