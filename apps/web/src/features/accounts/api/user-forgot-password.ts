import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload, MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function userForgotPassword(payload: ForgotPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/user/forgot-password', payload);
}

export function userForgotPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'forgot-password'),
    mutationFn: userForgotPassword,
  });
}

export function useUserForgotPassword() {
  return useMutation(userForgotPasswordMutationOptions());
}
