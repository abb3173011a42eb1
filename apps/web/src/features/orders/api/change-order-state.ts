import type { changeStateBody } from '@souk/domain/backoffice-order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backofficePrefix, isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { api } from '@/lib/api-client';

/** The order (its path's `{id}`) and the body the API parses with `changeStateBody`. */
export type ChangeOrderStateInput = { id: number } & Pick<z.output<typeof changeStateBody>, 'etat'>;

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
