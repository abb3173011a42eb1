import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload, MessageReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function marchandForgotPassword(payload: ForgotPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/marchand/forgot-password', payload);
}

export function marchandForgotPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('marchand', 'forgot-password'),
    mutationFn: marchandForgotPassword,
  });
}

export function useMarchandForgotPassword() {
  return useMutation(marchandForgotPasswordMutationOptions());
}
