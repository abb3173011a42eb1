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

let heldEvents: Promise<void> = Promise.resolve();
let giveBack: () => void = () => {};

/**
 * The clicks a server-drawn page's boot loader holds until the app has hydrated are given back to
 * the elements they were made on (`ssr/hydrate.ts` `replayHeldEvents`). Until then, a part that
 * replaces a drawn element (a deferred menu taking its trigger over) waits, or the visitor's click on
 * that element would be dropped with it.
 */
export function holdHeldEvents(): void {
  heldEvents = new Promise((resolve) => {
    giveBack = resolve;
  });
}

/** The held clicks have been given back (or there were none). */
export function heldEventsGiven(): void {
  giveBack();
}

/** Resolves once the clicks held before hydration are back with the app (at once when none were). */
export function afterHeldEvents(): Promise<void> {
  return heldEvents;
}
