import { mutationOptions } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { useSignOut } from '@/features/accounts/use-sign-out';
import { api } from '@/lib/api-client';

/** Revokes the token on the server; the local session is cleared by `useSignOut`. */
export function clientLogout(): Promise<MessageReply> {
  return api('client').post<MessageReply>('v1/client/logout');
}

export function clientLogoutMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('client', 'logout'),
    mutationFn: clientLogout,
  });
}

/** Logs out and goes to `redirectTo`. */
export function useClientLogout(redirectTo: string) {
  return useSignOut('client', clientLogoutMutationOptions(), redirectTo);
}
