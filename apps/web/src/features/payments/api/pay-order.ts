import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import type { PayOrderPayload, PayOrderReply } from '@/features/payments/payment-types';
import { api, isApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';

/**
 * A declined card is a 401 with the provider's reason: a business answer, the session is kept.
 * `idempotencyKey`: one per payment attempt, the same on its retries (decision 0033).
 */
export function payOrder(payload: PayOrderPayload, idempotencyKey?: string): Promise<PayOrderReply> {
  return api('client').post<PayOrderReply>(`v1/client/commandePayer/${payload.commande_id}`, payload, {
    keepSessionOn401: true,
    idempotencyKey,
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    // The same payment sent again (a retry after a lost reply) keeps its key: charged once.
    mutationFn: (payload: PayOrderPayload) => payOrder(payload, attempt.keyFor(payload)),
    onSettled: (_reply, error) => {
      // A refused payment frees its key on the server; a new attempt takes a new one.
      if (!error || (isApiError(error) && error.status > 0)) attempt.done();
    },
    // A paid order moves to en_attente_de_livraison and shows 'payé'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
