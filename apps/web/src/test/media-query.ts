/**
 * Makes `window.matchMedia` (jsdom's stub in test/setup.ts, which matches nothing) match `query`
 * alone, as a screen of that size would, until the returned function puts the stub back.
 */
export function matchOnly(query: string): () => void {
  const { matchMedia } = window;
  window.matchMedia = ((q: string) => ({
    ...matchMedia(q),
    matches: q === query,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}
