import { Navigate, Outlet } from 'react-router';
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
