import type { notationAddSchema } from '@souk/domain/client-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageReply } from '@/features/accounts/account-types';
import { shopsKeys } from '@/features/shops/api/shops-keys';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** The note travels as text ('1'…'5'). */
export type NotationAddPayload = z.input<typeof notationAddSchema>;

export function addReview(payload: NotationAddPayload): Promise<MessageReply> {
  return api('client').post<MessageReply>('v1/client/notationAdd', payload);
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // The product is reloaded (its reviews, average and count change), and so are the lists whose
    // cards show its average; the API client asks the browser to revalidate them (lib/fresh-reads.ts).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        queryClient.invalidateQueries({ queryKey: shopsKeys.all }),
      ]),
  });
}
