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
