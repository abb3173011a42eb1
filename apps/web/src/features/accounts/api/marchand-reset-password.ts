import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';

export function marchandResetPassword(payload: ResetPasswordPayload): Promise<MessageReply> {
  return api(null).post<MessageReply>('v1/marchand/reset-password', payload);
}

export function marchandResetPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('marchand', 'reset-password'),
    mutationFn: marchandResetPassword,
  });
}

export function useMarchandResetPassword() {
  return useMutation(marchandResetPasswordMutationOptions());
}
