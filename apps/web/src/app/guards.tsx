import { type LoaderFunctionArgs, Navigate, Outlet, redirect, replace } from 'react-router';
import { visitorSentTo } from '@/lib/client-pages';
import { isSigningOut, type SessionKind, useSession } from '@/lib/sessions';

interface GuardProps {
  kind: SessionKind;
  redirectTo: string;
}

/**
 * Layout route that renders its children only with a session of `kind`. It re-renders when the
 * session disappears (logout, 401, another tab), so a revoked token leaves the area at once.
 */
export function RequireSession({ kind, redirectTo }: GuardProps) {
  const session = useSession(kind);
  if (session) return <Outlet />;
  // A logout in this tab is already navigating to its own destination: do not race it.
  if (isSigningOut(kind)) return null;
  return <Navigate to={redirectTo} replace />;
}

/** Layout route for guest-only screens (login, register, recovery): a logged-in user is sent on. */
export function GuestOnly({ kind, redirectTo }: GuardProps) {
  const session = useSession(kind);
  if (session) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/**
 * Loader of the route holding the client's own pages (the basket, the profile: lib/client-pages.ts):
 * a visitor is sent to the login page before the page's code is fetched or anything is drawn (a page
 * drawn, then left, moved the footer across the screen). `RequireSession` still leaves the page when
 * the session ends while it is open.
 */
export function sendVisitorToLogin({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const to = visitorSentTo(pathname);
  if (!to) return null;
  // Arriving at the basket's address (the browser's bar shows it): login takes its place in the
  // history, so Back does not return to an address that sends the visitor on again. Tapped from a
  // page of the app: login comes after that page.
  const arriving = typeof window !== 'undefined' && window.location.pathname === pathname;
  return arriving ? replace(to) : redirect(to);
}
