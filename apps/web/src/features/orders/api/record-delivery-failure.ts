import type { EchecLivraisonInput } from '@souk/domain/cod-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficePrefix, isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** The order (its path's `{id}`) and the body the API parses with `echecLivraisonBody`. */
export type RecordDeliveryFailureInput = { id: number } & EchecLivraisonInput;

/** `POST …/commandeEchecLivraison/{id}` with `{ motif, note }`: the parcel could not be delivered. */
export function recordDeliveryFailure(kind: BackofficeKind, input: RecordDeliveryFailureInput) {
  return api(kind).post<{ message: string }>(`${backofficePrefix(kind)}/commandeEchecLivraison/${input.id}`, {
    motif: input.motif,
    ...(input.note ? { note: input.note } : {}),
  });
}

/** The order is cancelled: lists, detail, counters and revenue figures of the audience reload. */
export function useRecordDeliveryFailure(kind: BackofficeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordDeliveryFailureInput) => recordDeliveryFailure(kind, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isOrderQueryOf(kind, query.queryKey) }),
  });
}
