import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ClientAuthReply, ClientRegisterPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/sessions';

export function clientRegister(payload: ClientRegisterPayload): Promise<ClientAuthReply> {
  return api(null).post<ClientAuthReply>('v1/client/register', payload);
}

export function clientRegisterMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('client', 'register'),
    mutationFn: clientRegister,
    onSuccess: ({ client, token }) => setSession('client', { token, client }),
  });
}

export function useClientRegister() {
  return useMutation(clientRegisterMutationOptions());
}
