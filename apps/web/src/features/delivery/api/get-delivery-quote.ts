import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryKeys } from '@/features/delivery/api/delivery-keys';
import type { DeliveryQuote } from '@/features/delivery/delivery-types';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/sessions';

/** `v1/client/fraisLivraison`: the fees of the cart's sellers towards `wilaya` (null: the profile's). */
export async function getDeliveryQuote(wilaya: number | null, signal?: AbortSignal): Promise<DeliveryQuote> {
  const reply = await api('client').get<{ data: DeliveryQuote }>('v1/client/fraisLivraison', {
    params: { wilaya: wilaya ?? undefined },
    signal,
  });
  return reply.data;
}

export function deliveryQuoteOptions(wilaya: number | null) {
  return queryOptions({
    queryKey: deliveryKeys.quote(wilaya),
    queryFn: ({ signal }) => getDeliveryQuote(wilaya, signal),
  });
}

/** The quote for the cart and the order modal; the previous one stays shown while another wilaya loads. */
export function useDeliveryQuote(wilaya: number | null, enabled = true) {
  const session = useSession('client');
  return useQuery({
    ...deliveryQuoteOptions(wilaya),
    enabled: enabled && Boolean(session),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
