import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function clientResetPassword(payload: ResetPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/client/reset-password', payload);
}

export function clientResetPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('client', 'reset-password'),
    mutationFn: clientResetPassword,
  });
}

export function useClientResetPassword() {
  return useMutation(clientResetPasswordMutationOptions());
}
