import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginPayload, UserAuthReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/sessions';

export function userLogin(payload: LoginPayload): Promise<UserAuthReply> {
  return api(null).post<UserAuthReply>('v1/user/login', payload);
}

export function userLoginMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'login'),
    mutationFn: userLogin,
    onSuccess: ({ user, token }) => setSession('admin', { token, user }),
  });
}

export function useUserLogin() {
  return useMutation(userLoginMutationOptions());
}
