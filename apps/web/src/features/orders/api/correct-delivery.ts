import type { deliveryCorrectedReply } from '@souk/domain/replies/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import { api } from '@/lib/api-client';

export type CorrectDeliveryReply = z.infer<typeof deliveryCorrectedReply>;

/**
 * `POST v1/user/commandeCorrigerLivraison/{id}` with `{ motif }` (administrator only): a delivery
 * confirmed by mistake goes back to `en_cours_de_livraison` (decision 0032).
 */
export function correctDelivery(input: { id: number; motif: string }) {
  return api('admin').post<CorrectDeliveryReply>(`v1/user/commandeCorrigerLivraison/${input.id}`, {
    motif: input.motif,
  });
}

/** State, paid flag and revenue change: the admin's lists, detail and counters reload. */
export function useCorrectDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctDelivery,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isOrderQueryOf('admin', query.queryKey) }),
  });
}
