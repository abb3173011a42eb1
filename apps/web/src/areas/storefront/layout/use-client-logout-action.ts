import { pathFor } from '@/app/route-names';
import { useClientLogout } from '@/features/accounts/api/client-logout';

/**
 * Client logout: server + local session, then the login page (docs/product/storefront-and-client.md,
 * Who).
 */
export function useClientLogoutAction() {
  const { signOut, pending } = useClientLogout(pathFor('Login'));
  return { logout: signOut, pending };
}
