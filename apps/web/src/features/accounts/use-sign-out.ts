import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { clearSession, type SessionKind, setSigningOut } from '@/lib/sessions';

/**
 * Logout of one session kind: revoke the token on the server, then — whatever the answer (token
 * already revoked, network down) — forget it locally, drop its cached queries and leave.
 */
export function useSignOut(
  kind: SessionKind,
  options: UseMutationOptions<MessageReply, Error, void>,
  redirectTo: string,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...options,
    // Hook-level (not mutate-level) so it runs even if the button unmounted meanwhile.
    onSettled: async () => {
      setSigningOut(kind, true);
      clearSession(kind);
      queryClient.removeQueries({ queryKey: accountsKeys.session(kind) });
      try {
        await navigate(redirectTo, { replace: true });
      } finally {
        setSigningOut(kind, false);
      }
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
