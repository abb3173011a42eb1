import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { couponsKeys } from '@/features/coupons/api/coupons-keys';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Cancels a pending order (it stays listed as annulee; its stock and coupon are given back). */
export function deleteOrder(commandeId: number): Promise<MessageReply> {
  return api('client').delete<MessageReply>(`v1/client/commandeDelete/${commandeId}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        // A coupon used by the cancelled order becomes usable again; its stock is back on sale.
        queryClient.invalidateQueries({ queryKey: couponsKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}
