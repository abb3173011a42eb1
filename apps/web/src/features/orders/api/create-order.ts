import type { commandeAddSchema, commandeLineSchema } from '@souk/domain/checkout-schemas';
import type { orderCreatedReply } from '@souk/domain/replies/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { couponsKeys } from '@/features/coupons/api/coupons-keys';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { api } from '@/lib/api-client';
import { cartKeys, catalogKeys } from '@/lib/query-keys';

export type CommandeAddPayload = z.input<typeof commandeAddSchema>;
/** A line as the cart builds it (ids and quantities as numbers, which the schema takes as they are). */
export type CommandeAddLine = z.output<typeof commandeLineSchema>;

/**
 * The reply lists every order created: one per seller (docs/product/orders-and-money.md, From cart to
 * orders).
 */
export type CommandeAddReply = z.infer<typeof orderCreatedReply>;

/** `idempotencyKey`: one per checkout attempt, the same on its retries (decision 0033). */
export function createOrder(payload: CommandeAddPayload, idempotencyKey?: string): Promise<CommandeAddReply> {
  return api('client').post<CommandeAddReply>('v1/client/commandeAdd', payload, { idempotencyKey });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: CommandeAddPayload; idempotencyKey: string }) =>
      createOrder(payload, idempotencyKey),
    // Ordered lines leave the cart, new orders appear, a used coupon changes state, and the
    // products show their reserved stock.
    // Not awaited: the emptied cart would unmount the checkout modal before the caller's own
    // onSuccess (toast, then Profile) runs, and TanStack skips the callbacks of an unmounted caller.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: couponsKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
    },
    // A refusal is mostly a stock that changed since the cart was read (a 422 per line): read it
    // again, so the lines show the stock left and their quantities are capped by it.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
