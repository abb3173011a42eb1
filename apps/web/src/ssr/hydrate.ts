import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { removeTapSheet } from '@/lib/tap-sheet';

/**
 * The browser's side of a server-drawn page (ssr/entry-server.tsx, ssr/boot-loader.ts): the API
 * replies the server drew it with, and the visitor's clicks held until the app could answer them.
 */

/** The id of the <script type="application/json"> holding the server's query cache. */
export const SERVER_STATE_ID = 'souk-ssr-state';

/** The query cache the page was drawn with, or null when the page was not drawn by the server. */
export function readServerState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState | null;
    return state && Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isEditable(target: EventTarget | null): target is Editable {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Tells the app of a value typed (or chosen) before it hydrated: React took the typed text as the
 * field's known value when it hydrated, so a plain `input` event would change nothing. The field is
 * emptied through its own `value` (React notes that), then given the typed text back through the
 * element's prototype (React does not note that) and an `input` event: React sees the change and
 * calls the field's onChange with it.
 */
function retell(field: Editable): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const typed = field.value;
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function replayClick(target: Element, mouse: MouseEvent): void {
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      // A finger's tap is held as its lift (`pointerup`, detail 0): given back as the one-click tap it
      // was; a held click keeps its own (0 for a key's).
      detail: mouse.type === 'pointerup' ? 1 : mouse.detail,
      screenX: mouse.screenX,
      screenY: mouse.screenY,
      clientX: mouse.clientX,
      clientY: mouse.clientY,
      button: mouse.button,
      ctrlKey: mouse.ctrlKey,
      shiftKey: mouse.shiftKey,
      altKey: mouse.altKey,
      metaKey: mouse.metaKey,
    }),
  );
}

/**
 * Gives the app what the boot loader held, once it has hydrated: first the values typed meanwhile
 * (each field once, with what it holds now), then — after React has drawn them and the visitor's
 * own state — the clicks and
 * submissions, on the same elements (hydration keeps them). Those whose element is gone (the app
 * drew the page anew) are dropped.
 */
export async function replayHeldEvents(events: readonly Event[]): Promise<void> {
  const edited = new Set<Editable>();
  for (const event of events) {
    if ((event.type === 'input' || event.type === 'change') && isEditable(event.target))
      edited.add(event.target);
  }
  const fields = [...edited].filter((field) => field.isConnected);
  for (const field of fields) retell(field);
  // Before a held click or submission runs, React draws what changed since the drawn page: the
  // fields' new values, and the visitor's own state that the page was drawn without (a signed-in
  // visitor's session replaces the drawn "visitor" right after hydration). Replayed at once, a
  // signed-in client's tap on "Ajouter au panier" ran as the visitor's and sent them to log in.
  await new Promise((resolve) => setTimeout(resolve, 0));

  let productTapped = false;
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    // A finger's tap on a card is held as its lift (the boot loader drew the sheet then).
    const tap = event.type === 'click' || event.type === 'pointerup';
    if (tap && target.closest('[data-product-card]')) productTapped = true;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter;
      if (submitter?.isConnected && submitter.closest('form') === target) target.requestSubmit(submitter);
      else target.requestSubmit();
    } else if (tap) {
      replayClick(target, event as MouseEvent);
    }
  }
  // The boot loader's sheet waits for the product modal a card's tap opens; with no such tap given
  // back (its card gone, or closed meanwhile), nothing will take its place.
  if (!productTapped) removeTapSheet();
}

/**
 * Loads the lazy route modules of the page at `pathname` and puts them in the route table, as React
 * Router asks of a hydrated app: the router then starts on the page as drawn (no loading navigation,
 * which would also send the page to the top while the visitor may be scrolling it).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
