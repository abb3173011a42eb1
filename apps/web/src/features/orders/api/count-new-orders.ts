import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = 'v1/marchand/countNouvellesCommandes';

/** `GET v1/marchand/countNouvellesCommandes?depuis=…`: the store's orders placed since that time. */
export function countNewOrders(depuis: string, signal?: AbortSignal) {
  return api('partner').get<{ data: number }>(PATH, { params: { depuis }, signal });
}

/** Nothing is asked before a first visit (`depuis` null): every order would count as new. */
export function useNewOrdersCount(depuis: string | null) {
  return useQuery({
    queryKey: ['partner', PATH, depuis],
    queryFn: ({ signal }) => countNewOrders(depuis ?? '', signal).then((reply) => reply.data),
    enabled: depuis !== null,
  });
}
