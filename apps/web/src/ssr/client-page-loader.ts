import { VISITOR_LOGIN_PATH } from '@/lib/client-pages';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { isSessionValue, SESSION_ACCOUNT_FIELDS, SESSION_KEYS } from '@/lib/session-storage';

/** The app's files as index.html names them, which the API hands to the loader (`data-files`). */
export interface ClientPageFiles {
  /** The app's entry module. */
  entry: string;
  /** Its module preloads, in index.html's order. */
  preloads: string[];
  /** Its style sheets, in index.html's order. */
  styles: string[];
  /**
   * Each client page's own files (its lazy route's chunks and style sheets), by the page's path
   * (apps/web/vite-first-view.ts, `CLIENT_PAGE_ROUTES`).
   */
  pages?: Record<string, string[]>;
  /** The catalogue of each language other than French, by language. */
  languages?: Record<string, string[]>;
}

/**
 * The only script of a client's own page — the basket, the profile (`CLIENT_ONLY_PATH`,
 * lib/client-pages.ts) — as the API sends it: index.html with the app's scripts, preloads and style
 * sheets taken out and handed to this inline script (`data-files`, `ClientPageFiles`), allowed by its CSP
 * hash (docs/decisions/0055-what-a-first-paint-waits-for.md). A visitor (no client session in this
 * browser) is sent to the login page, which the server draws, before anything of the app is fetched:
 * a phone on a slow link spends it on the login page rather than on an app it cannot use there. A
 * signed-in client gets the app as index.html would have given it: the same preloads and the entry,
 * the style sheets blocking the first paint as the parser's would; then, preloaded once the app's files
 * have come, the catalogue of the language the client reads (stored by the app, as lib/i18n.ts reads
 * it) and the page's own code and styles, which the router would ask for only once the app has run:
 * they download while the app's code runs (docs/decisions/0068-a-client-page-fetched-beside-the-app.md).
 *
 * Self-contained (its source is sent as it is): nothing from outside the function, which is given the
 * client session's key, its account field, the session check (`isSessionValue`), login's path and the
 * language's storage key as arguments (`CLIENT_PAGE_LOADER_SOURCE`).
 */
export function clientPageLoader(
  win: Window,
  script: HTMLScriptElement | null,
  sessionKey: string,
  accountField: string,
  isSession: (value: unknown, accountField: string) => boolean,
  loginPath: string,
  languageKey: string,
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
    return element;
  };
  for (const href of files.styles ?? []) add('link', { rel: 'stylesheet', href, blocking: 'render' });
  const appFiles = (files.preloads ?? []).map((href) => add('link', { rel: 'modulepreload', href }));
  let language: string | null = null;
  try {
    language = win.localStorage.getItem(languageKey);
  } catch {
    // No storage: French, as the app then reads it.
  }
  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  const own = (lists: Record<string, string[]> | undefined, key: string | null) => {
    const list = key !== null && lists && Object.hasOwn(lists, key) ? lists[key] : [];
    return Array.isArray(list) ? list : [];
  };
  // The catalogue first: the app's first render waits for it; then the page's route. Asked for once the
  // app's own files have come: over a slow link, sooner they would share its bandwidth with them and
  // hold the app's start back by as much; then they download while the app's code runs.
  const pageFiles = [...own(files.languages, language), ...own(files.pages, path)];
  const preloadPage = () => {
    for (const href of pageFiles) {
      if (typeof href !== 'string') continue;
      if (href.endsWith('.css')) add('link', { rel: 'preload', as: 'style', href });
      else add('link', { rel: 'modulepreload', href });
    }
  };
  let waiting = appFiles.length;
  const arrived = () => {
    waiting -= 1;
    if (waiting === 0) preloadPage();
  };
  for (const link of appFiles) {
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
  }
  if (waiting === 0) preloadPage();
  const entry = files.entry;
  if (!entry) return;
  // The app draws into #root: its entry runs once the document is parsed, as index.html's would.
  const start = () => add('script', { type: 'module', src: entry });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * The inline script: the function above, called with the window, its own element, the client session's
 * key and account field, the session check, login's path and the language's storage key.
 */
export const CLIENT_PAGE_LOADER_SOURCE = `(${clientPageLoader.toString()})(window,document.currentScript,${JSON.stringify(SESSION_KEYS.client)},${JSON.stringify(SESSION_ACCOUNT_FIELDS.client)},${isSessionValue.toString()},${JSON.stringify(VISITOR_LOGIN_PATH)},${JSON.stringify(LANGUAGE_KEY)})`;
