import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import type { PayOrderPayload, PayOrderReply } from '@/features/payments/payment-types';
import { api } from '@/lib/api-client';

/** A declined card is a 401 with the provider's reason: a business answer, the session is kept. */
export function payOrder(payload: PayOrderPayload): Promise<PayOrderReply> {
  return api('client').post<PayOrderReply>(`v1/client/commandePayer/${payload.commande_id}`, payload, {
    keepSessionOn401: true,
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // A paid order moves to en_attente_de_livraison and shows 'payé'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
