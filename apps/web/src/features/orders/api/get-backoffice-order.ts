import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficePrefix } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind, BackofficeOrderDetail } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** `GET …/commandeShow/{reference}`: one order of the audience's scope (404 otherwise). */
export function getBackofficeOrder(kind: BackofficeKind, reference: string, signal?: AbortSignal) {
  return api(kind).get<{ data: BackofficeOrderDetail }>(
    `${backofficePrefix(kind)}/commandeShow/${encodeURIComponent(reference)}`,
    { signal },
  );
}

/** Keyed `[kind, path]` like the lists, so a state change reloads it with them. */
export function backofficeOrderQuery(kind: BackofficeKind, reference: string) {
  return queryOptions({
    queryKey: [kind, `${backofficePrefix(kind)}/commandeShow/${reference}`],
    queryFn: ({ signal }) => getBackofficeOrder(kind, reference, signal).then((reply) => reply.data),
  });
}

export function useBackofficeOrder(kind: BackofficeKind, reference: string) {
  return useQuery(backofficeOrderQuery(kind, reference));
}
