import { mutationOptions } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { useSignOut } from '@/features/accounts/use-sign-out';
import { api } from '@/lib/api-client';

/** Revokes the token on the server; the local session is cleared by `useSignOut`. */
export function userLogout(): Promise<MessageReply> {
  return api('admin').post<MessageReply>('v1/user/logout');
}

export function userLogoutMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'logout'),
    mutationFn: userLogout,
  });
}

/** Logs out and goes to `redirectTo`. */
export function useUserLogout(redirectTo: string) {
  return useSignOut('admin', userLogoutMutationOptions(), redirectTo);
}
