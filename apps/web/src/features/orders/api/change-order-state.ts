import type { Etat } from '@souk/domain/order-states';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficePrefix, isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

export interface ChangeOrderStateInput {
  id: number;
  etat: Etat;
}

/** `POST …/commandeChangerEtat/{id}` with `{ id, etat }`: the seller's one step forward. */
export function changeOrderState(kind: BackofficeKind, input: ChangeOrderStateInput) {
  return api(kind).post<{ message: string }>(`${backofficePrefix(kind)}/commandeChangerEtat/${input.id}`, {
    id: input.id,
    etat: input.etat,
  });
}

/** After a change every order list, detail and counter of the audience reloads. */
export function useChangeOrderState(kind: BackofficeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeOrderStateInput) => changeOrderState(kind, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isOrderQueryOf(kind, query.queryKey) }),
  });
}
