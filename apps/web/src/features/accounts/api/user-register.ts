import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UserRegisterPayload, UserRegisterReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

// The reply opens no session: the register screen sends the new admin to the login page.
export function userRegister(payload: UserRegisterPayload): Promise<UserRegisterReply> {
  return api(null).post<UserRegisterReply>('v1/user/register', payload);
}

export function userRegisterMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'register'),
    mutationFn: userRegister,
  });
}

export function useUserRegister() {
  return useMutation(userRegisterMutationOptions());
}
