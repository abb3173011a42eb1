import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import type { OrderPage, OrdersTab } from '@/features/orders/order-types';
import { api } from '@/lib/api-client';

export function getOrders(tab: OrdersTab, page: number, signal?: AbortSignal): Promise<OrderPage> {
  return api('client').get<OrderPage>('v1/client/commandes', {
    params: { page, etat: tab === 'all' ? undefined : tab },
    signal,
  });
}

export function ordersQueryOptions(tab: OrdersTab, page: number) {
  return queryOptions({
    queryKey: ordersKeys.list(tab, page),
    queryFn: ({ signal }) => getOrders(tab, page, signal),
  });
}

/** One page of one tab; the previous page stays on screen while the next one loads. */
export function useOrders(tab: OrdersTab, page: number, enabled = true) {
  return useQuery({ ...ordersQueryOptions(tab, page), enabled, placeholderData: keepPreviousData });
}
