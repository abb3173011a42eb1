import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@/features/cart/cart-types';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/sessions';

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const reply = await api('client').get<{ data: Cart }>('v1/client/panierShow', { signal });
  return reply.data;
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.show(), queryFn: ({ signal }) => getCart(signal) });
}

/** The logged-in client's basket; a visitor has none (no call is made). */
export function useCart() {
  const session = useSession('client');
  return useQuery({ ...cartQueryOptions(), enabled: Boolean(session) });
}
