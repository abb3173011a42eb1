/**
 * How long a browser (or a CDN) may keep a public API read (docs/decisions/0036-fresh-after-a-write.md):
 * `max-age` seconds as it is, then `stale-while-revalidate` more seconds while it asks again in the
 * background. The API sends these figures; the web app revalidates its public reads for as long after
 * one of the visitor's own writes, so what the visitor just changed is never answered from that cache.
 */
export const PUBLIC_MAX_AGE_S = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 300;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;

/** The longest a browser may answer a public read from its cache: what a visitor's write must outlast. */
export const PUBLIC_CACHE_WINDOW_MS = (PUBLIC_MAX_AGE_S + PUBLIC_STALE_WHILE_REVALIDATE_S) * 1000;
