import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import type { BackofficeKind, BackofficeOrder } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** `GET …/commandeslatest`: the 'Dernières Commandes' table. */
export async function getLatestOrders(
  kind: BackofficeKind,
  signal?: AbortSignal,
): Promise<BackofficeOrder[]> {
  const reply = await api(kind).get<{ data: BackofficeOrder[] }>(
    dashboardKeys.path(kind, 'commandeslatest'),
    {
      signal,
    },
  );
  return reply.data;
}

export function useLatestOrders(kind: BackofficeKind) {
  return useQuery({
    queryKey: dashboardKeys.query(kind, 'commandeslatest'),
    queryFn: ({ signal }) => getLatestOrders(kind, signal),
  });
}
