import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@/features/accounts/account-types';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

/** Removes a variant from the basket: the path takes the stock article id, not the line id. */
export function deleteCartLine(stockArticleId: number): Promise<MessageReply> {
  return api('client').delete<MessageReply>(`v1/client/panierDelete/${stockArticleId}`);
}

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
