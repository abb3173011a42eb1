import { VISITOR_LOGIN_PATH } from '@/lib/client-pages';
import { isSessionValue, SESSION_ACCOUNT_FIELDS, SESSION_KEYS } from '@/lib/session-storage';

/** The app's files as index.html names them, which the API hands to the loader (`data-files`). */
export interface ClientPageFiles {
  /** The app's entry module. */
  entry: string;
  /** Its module preloads, in index.html's order. */
  preloads: string[];
  /** Its style sheets, in index.html's order. */
  styles: string[];
}

/**
 * The only script of a client's own page — the basket, the profile (`CLIENT_ONLY_PATH`,
 * lib/client-pages.ts) — as the API sends it: index.html with the app's scripts, preloads and style
 * sheets taken out and handed to this inline script (`data-files`, `ClientPageFiles`), allowed by its CSP
 * hash (docs/decisions/0055-what-a-first-paint-waits-for.md). A visitor (no client session in this
 * browser) is sent to the login page, which the server draws, before anything of the app is fetched:
 * a phone on a slow link spends it on the login page rather than on an app it cannot use there. A
 * signed-in client gets the app as index.html would have given it: the same preloads and the entry,
 * the style sheets blocking the first paint as the parser's would.
 *
 * Self-contained (its source is sent as it is): nothing from outside the function, which is given the
 * client session's key, its account field, the session check (`isSessionValue`) and login's path as
 * arguments (`CLIENT_PAGE_LOADER_SOURCE`).
 */
export function clientPageLoader(
  win: Window,
  script: HTMLScriptElement | null,
  sessionKey: string,
  accountField: string,
  isSession: (value: unknown, accountField: string) => boolean,
  loginPath: string,
): void {
  let signedIn = false;
  try {
    signedIn = isSession(JSON.parse(win.localStorage.getItem(sessionKey) || 'null'), accountField);
  } catch {
    // No storage (privacy mode) or a broken value: a visitor.
  }
  if (!signedIn) {
    // Replaces the entry: Back from login does not come back here to be sent on again.
    win.location.replace(loginPath);
    return;
  }
  let files: Partial<ClientPageFiles> = {};
  try {
    files = JSON.parse(script?.dataset.files || '{}');
  } catch {
    // Nothing listed: nothing to start (the API writes the list; a broken one is a broken build).
  }
  const doc = win.document;
  const add = (tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    // In the CORS mode of Vite's tags (`crossorigin`): one download each, shared with the app's imports.
    element.setAttribute('crossorigin', '');
    doc.head.append(element);
  };
  for (const href of files.styles ?? []) add('link', { rel: 'stylesheet', href, blocking: 'render' });
  for (const href of files.preloads ?? []) add('link', { rel: 'modulepreload', href });
  const entry = files.entry;
  if (!entry) return;
  // The app draws into #root: its entry runs once the document is parsed, as index.html's would.
  const start = () => add('script', { type: 'module', src: entry });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * The inline script: the function above, called with the window, its own element, the client session's
 * key and account field, the session check and login's path.
 */
export const CLIENT_PAGE_LOADER_SOURCE = `(${clientPageLoader.toString()})(window,document.currentScript,${JSON.stringify(SESSION_KEYS.client)},${JSON.stringify(SESSION_ACCOUNT_FIELDS.client)},${isSessionValue.toString()},${JSON.stringify(VISITOR_LOGIN_PATH)})`;
