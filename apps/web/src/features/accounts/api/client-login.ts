import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ClientAuthReply, LoginPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/sessions';

export function clientLogin(payload: LoginPayload): Promise<ClientAuthReply> {
  return api(null).post<ClientAuthReply>('v1/client/login', payload);
}

export function clientLoginMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('client', 'login'),
    mutationFn: clientLogin,
    onSuccess: ({ client, token }) => setSession('client', { token, client }),
  });
}

export function useClientLogin() {
  return useMutation(clientLoginMutationOptions());
}
