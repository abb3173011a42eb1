import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload, MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function clientForgotPassword(payload: ForgotPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/client/forgot-password', payload);
}

export function clientForgotPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('client', 'forgot-password'),
    mutationFn: clientForgotPassword,
  });
}

export function useClientForgotPassword() {
  return useMutation(clientForgotPasswordMutationOptions());
}
