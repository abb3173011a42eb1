import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';
import { api } from '@/lib/api-client';

export interface CorrectDeliveryReply {
  message: string;
  data: {
    id: number;
    ref: string;
    etat: string;
    paye: boolean;
    coupon_retire: boolean;
    /** The loyalty coupon of this delivery already spent (kept), if any. */
    coupon_utilise: string | null;
  };
}

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
