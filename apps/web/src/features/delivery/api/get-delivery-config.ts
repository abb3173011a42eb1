import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryKeys } from '@/features/delivery/api/delivery-keys';
import type { DeliveryConfig } from '@/features/delivery/delivery-types';
import { api } from '@/lib/api-client';

/** `v1/livraisonConfig`: the free-delivery threshold the storefront announces. */
export async function getDeliveryConfig(signal?: AbortSignal): Promise<DeliveryConfig> {
  const reply = await api(null).get<{ data: DeliveryConfig }>('v1/livraisonConfig', { signal });
  return reply.data;
}

export function deliveryConfigQueryOptions() {
  return queryOptions({
    queryKey: deliveryKeys.config(),
    queryFn: ({ signal }) => getDeliveryConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryConfig() {
  return useQuery(deliveryConfigQueryOptions());
}
