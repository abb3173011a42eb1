import { type DataRouteObject, matchRoutes } from 'react-router';
import { isFirstViewPage } from '@/app/router';
import { hasStoredSession } from '@/lib/session-storage';
import { whenIdle } from '@/lib/when-idle';

/**
 * The code of the storefront pages the links on the screen lead to, fetched ahead: for the page's own
 * links (its `main`, not the header's and footer's menus) to first-view pages (`isFirstViewPage`: not a
 * screen that brings the whole Mantine sheet, such as the forgotten password's), in the browser's idle
 * time once the app has started and after each of its navigations, one page's code at a time (not when
 * the browser is asked to spare data, or on 2G); for any storefront link, at once when a finger (or a
 * button) presses it, before its click. A tap on a link then waits for the page's replies only — on a
 * phone over 4G, the code's round trip and download no longer come before them
 * (docs/decisions/0072-the-code-of-the-pages-a-link-leads-to.md).
 *
 * Only the storefront's pages (not a back-office login a footer links to), and not a client's own pages
 * for a visitor, who would be sent to login. What is fetched is what the router's lazy routes fetch when
 * the link is followed (the same `import()`s, which the browser keeps): the router still resolves its
 * routes itself.
 */

/** The router as this module reads it (`createAppRouter`'s). */
interface Router {
  readonly routes: DataRouteObject[];
  readonly basename: string | undefined;
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/** The branch of the route table whose pages are fetched ahead, and the client-only one inside it. */
const STOREFRONT = 'storefront';
const CLIENT_ONLY = 'client-only';
/** How long a busy page may delay the idle pass (ms): later than the modal's code (product-modal-code.ts). */
const IDLE_PASS_MS = 4000;
/** Links looked at in a pass: the page's own, on the screen or the next one down. */
const PAGE_LINKS = '#main-content a[href]';
const SCREENS_AHEAD = 2;

type Lazy = () => Promise<unknown>;

/** The lazy functions of the routes `href` leads to, outermost first; none when not a storefront page. */
export function lazyRoutesOf(router: Router, href: string): Lazy[] {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return [];
  }
  if (url.origin !== window.location.origin) return [];
  const matches = matchRoutes(router.routes, url.pathname, router.basename) ?? [];
  const ids = matches.map(({ route }) => route.id);
  if (!ids.includes(STOREFRONT)) return [];
  if (ids.includes(CLIENT_ONLY) && !hasStoredSession('client')) return [];
  return matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [route.lazy as Lazy] : []));
}

/** A link the app's router follows (not a new tab, a download, or another site). */
function followedLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link;
}

/** The visitor asked their browser to spare data, or is on a 2G link: nothing fetched on speculation. */
function sparingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function onScreen(link: Element): boolean {
  const box = link.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight * SCREENS_AHEAD;
}

/** How long to wait before looking again when the app is busy on the network (ms). */
const BUSY_WAIT_MS = 500;

/**
 * Starts fetching ahead for `router`'s links (once the app has started: `main.tsx`). `busy`: the app is
 * waiting for replies (a tap's product, a page's list) — the idle pass waits until it is not, so that
 * what a tap asked for does not share the link with what may be tapped later. Returns what stops it.
 */
export function fetchLinkedPagesAhead(
  router: Router,
  { busy = () => false }: { busy?: () => boolean } = {},
): () => void {
  const fetched = new Set<Lazy>();
  const fetch = (lazy: Lazy) => {
    fetched.add(lazy);
    // A failure is the navigation's to show, if the link is followed: it asks again.
    return lazy().catch(() => {
      fetched.delete(lazy);
    });
  };

  const onPress = (event: PointerEvent) => {
    const link = followedLink(event.target);
    if (!link) return;
    for (const lazy of lazyRoutesOf(router, link.href)) if (!fetched.has(lazy)) void fetch(lazy);
  };
  document.addEventListener('pointerdown', onPress, { capture: true, passive: true });

  let cancelPass = () => {};
  const pass = () => {
    if (sparingData()) return;
    const links = [...document.querySelectorAll(PAGE_LINKS)].filter(
      (link): link is HTMLAnchorElement => followedLink(link) !== null && onScreen(link),
    );
    const ahead = [
      ...new Set(
        links.flatMap((link) => {
          const lazies = lazyRoutesOf(router, link.href);
          return lazies.every(isFirstViewPage) ? lazies : [];
        }),
      ),
    ].filter((lazy) => !fetched.has(lazy));
    // One page's code at a time, each in idle time and with no reply awaited: a tap meanwhile is not
    // competing with all of them.
    const next = () => {
      if (busy()) {
        const timer = window.setTimeout(() => {
          cancelPass = whenIdle(next, IDLE_PASS_MS);
        }, BUSY_WAIT_MS);
        cancelPass = () => window.clearTimeout(timer);
        return;
      }
      const lazy = ahead.shift();
      if (!lazy) return;
      if (fetched.has(lazy)) return next();
      void fetch(lazy).then(() => {
        cancelPass = whenIdle(next, IDLE_PASS_MS);
      });
    };
    next();
  };
  const schedule = () => {
    cancelPass();
    cancelPass = whenIdle(pass, IDLE_PASS_MS);
  };
  schedule();
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') schedule();
  });

  return () => {
    cancelPass();
    unsubscribe();
    document.removeEventListener('pointerdown', onPress, { capture: true });
  };
}
