import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginPayload, MarchandAuthReply } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/sessions';

export function marchandLogin(payload: LoginPayload): Promise<MarchandAuthReply> {
  return api(null).post<MarchandAuthReply>('v1/marchand/login', payload);
}

export function marchandLoginMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('marchand', 'login'),
    mutationFn: marchandLogin,
    onSuccess: ({ marchand, token }) => setSession('partner', { token, marchand }),
  });
}

export function useMarchandLogin() {
  return useMutation(marchandLoginMutationOptions());
}
