import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

export interface AddToCartPayload {
  stock_article_id: number;
  quantite: number;
}

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
