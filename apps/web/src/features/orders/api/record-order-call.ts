import type { AppelInput } from '@souk/domain/cod-confirmation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficePrefix, isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** The order (its path's `{id}`) and the body the API parses with `appelBody`. */
export type RecordOrderCallInput = { id: number } & AppelInput;

/** `POST …/commandeAppel/{id}` with `{ resultat, note }`: one phone call to confirm a COD order. */
export function recordOrderCall(kind: BackofficeKind, input: RecordOrderCallInput) {
  return api(kind).post<{ message: string }>(`${backofficePrefix(kind)}/commandeAppel/${input.id}`, {
    resultat: input.resultat,
    ...(input.note ? { note: input.note } : {}),
  });
}

/** A call changes the order's badges (and cancels it on a refusal): every order query reloads. */
export function useRecordOrderCall(kind: BackofficeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordOrderCallInput) => recordOrderCall(kind, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isOrderQueryOf(kind, query.queryKey) }),
  });
}
