import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '@/features/payments/api/payments-keys';
import type { PaymentConfig } from '@/features/payments/payment-types';
import { api } from '@/lib/api-client';

export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const reply = await api('client').get<{ data: PaymentConfig }>('v1/client/paiementConfig', { signal });
  return reply.data;
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePaymentConfig(enabled = true) {
  return useQuery({ ...paymentConfigQueryOptions(), enabled });
}
