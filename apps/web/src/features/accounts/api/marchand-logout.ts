import { mutationOptions } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { useSignOut } from '@/features/accounts/use-sign-out';
import { api } from '@/lib/api-client';

/** Revokes the token on the server; the local session is cleared by `useSignOut`. */
export function marchandLogout(): Promise<MessageReply> {
  return api('partner').post<MessageReply>('v1/marchand/logout');
}

export function marchandLogoutMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('marchand', 'logout'),
    mutationFn: marchandLogout,
  });
}

/** Logs out and goes to `redirectTo`. */
export function useMarchandLogout(redirectTo: string) {
  return useSignOut('partner', marchandLogoutMutationOptions(), redirectTo);
}
