import type { CommandeScanInput } from '@souk/domain/checkout-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { couponsKeys } from '@/features/coupons/api/coupons-keys';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { api } from '@/lib/api-client';

/**
 * The order being delivered (without it — the Profile's floating button — the code finds it) and the
 * decoded QR text, the order's opaque token, as the API's `commandeScanSchema` reads it.
 */
export type ScanOrderInput = { orderId?: number | null; code: NonNullable<CommandeScanInput['code']> };

/**
 * `commandeScanne/{id}` with the decoded text in `code`. The server also takes the text itself in
 * place of `{id}`, which the floating button uses since it does not know which order is scanned.
 */
export function scanOrder({ orderId, code }: ScanOrderInput): Promise<MessageReply> {
  const target = orderId ? String(orderId) : encodeURIComponent(code);
  return api('client').post<MessageReply>(`v1/client/commandeScanne/${target}`, { code });
}

export function useScanOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanOrder,
    // The order becomes livree; a delivered order may earn a coupon.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: couponsKeys.all }),
      ]),
  });
}
