import { pathFor } from '@/app/route-names';
import { useClientLogout } from '@/features/accounts/api/client-logout';

/** Client logout: server + local session, then the login page (spec §2 Guards). */
export function useClientLogoutAction() {
  const { signOut, pending } = useClientLogout(pathFor('Login'));
  return { logout: signOut, pending };
}
