import { hasStoredSession } from '@/lib/session-storage';

/**
 * The pages only a signed-in client has — the basket and the profile: a visitor (no client session in
 * this browser) is sent to the login page instead. Where it is applied: by the router, before the
 * page's code is fetched (`sendVisitorToLogin`, app/guards.tsx, on the route that holds them), and,
 * when a visitor arrives at such an address, by the one inline script the API sends those pages with
 * (ssr/client-page-loader.ts), before any of the app is fetched, so the visitor gets the server-drawn
 * login page at once instead of the app drawn, then moved on
 * (docs/decisions/0055-what-a-first-paint-waits-for.md). While such a page is open,
 * `RequireSession` leaves it when the session ends.
 *
 * The paths are those of the routes under 'client-only' and of Login in `app/router.tsx` and
 * `app/route-names.ts` (checked by client-pages.test.ts; not imported: lib/ does not depend on app/).
 * The render module hands this pattern's source to the API.
 */
export const CLIENT_ONLY_PATH = /^\/(?:panier|profile)\/?$/;

/** Where a visitor is sent from a client-only page. */
export const VISITOR_LOGIN_PATH = '/login';

/** The login page's path when `pathname` is a client-only page and this browser has no client session; else null. */
export function visitorSentTo(pathname: string, storage?: Storage | null): string | null {
  if (!CLIENT_ONLY_PATH.test(pathname)) return null;
  return hasStoredSession('client', storage) ? null : VISITOR_LOGIN_PATH;
}
