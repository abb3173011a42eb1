import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function userResetPassword(payload: ResetPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/user/reset-password', payload);
}

export function userResetPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'reset-password'),
    mutationFn: userResetPassword,
  });
}

export function useUserResetPassword() {
  return useMutation(userResetPasswordMutationOptions());
}
