let hydrating = false;

/**
 * True while React hydrates a server-drawn page: a component whose first draw in the browser would
 * differ from the server's (`useNearViewport`) draws what the server drew instead.
 */
export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * True when React draws on the server (ssr/entry-server.tsx). The home's lower sections are not
 * drawn there: their queries wait for the app (docs/decisions/0042-fewer-larger-chunks.md).
 */
export function isServerRender(): boolean {
  return typeof window === 'undefined';
}
