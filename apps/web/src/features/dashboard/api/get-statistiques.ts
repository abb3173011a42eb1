import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import type { Statistiques } from '@/features/dashboard/dashboard-types';
import type { DateRangeParams } from '@/features/dashboard/date-range';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** `GET …/statistiques?dateDebut&dateFin`: the dashboard charts. */
export async function getStatistiques(
  kind: BackofficeKind,
  range: DateRangeParams,
  signal?: AbortSignal,
): Promise<Statistiques> {
  const reply = await api(kind).get<{ data: Statistiques }>(dashboardKeys.path(kind, 'statistiques'), {
    params: { ...range },
    signal,
  });
  return reply.data;
}

export function useStatistiques(kind: BackofficeKind, range: DateRangeParams) {
  return useQuery({
    queryKey: dashboardKeys.query(kind, 'statistiques', range),
    queryFn: ({ signal }) => getStatistiques(kind, range, signal),
    // The charts keep the previous period on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
