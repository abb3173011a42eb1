import type { panierAddSchema } from '@souk/domain/client-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

export type AddToCartPayload = z.input<typeof panierAddSchema>;

/** Adds a variant to the logged-in client's basket. */
export function addToCart(payload: AddToCartPayload): Promise<unknown> {
  return api('client').post('v1/client/panierAdd', payload);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
