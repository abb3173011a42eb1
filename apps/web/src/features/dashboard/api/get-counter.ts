import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import type { CounterPath } from '@/features/dashboard/dashboard-types';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** `GET …/countArticles|countRevenues|countCommandes|countCategories` → `{ data: number }`. */
export async function getCounter(
  kind: BackofficeKind,
  call: CounterPath,
  range: DateRangeParams,
  signal?: AbortSignal,
): Promise<number> {
  const reply = await api(kind).get<{ data: number }>(dashboardKeys.path(kind, call), {
    params: { ...range },
    signal,
  });
  return reply.data;
}

export function useCounter(kind: BackofficeKind, call: CounterPath, range: DateRangeParams = {}) {
  return useQuery({
    queryKey: dashboardKeys.query(kind, call, range),
    queryFn: ({ signal }) => getCounter(kind, call, range, signal),
  });
}
