import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ClientAuthReply, ClientRegisterPayload } from '@/features/accounts/account-types';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { setSession } from '@/lib/sessions';

/** The current language goes with the form: the client's invoices are written in it. */
export function clientRegister(payload: ClientRegisterPayload): Promise<ClientAuthReply> {
  return api(null).post<ClientAuthReply>('v1/client/register', { ...payload, langue: currentLanguage() });
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
