import type { stockEditSchema } from '@souk/domain/article-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind, StockWritten } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

export type StockEditPayload = z.input<typeof stockEditSchema>;

/** POST `stockarticleEdit/{id}`: only the price and the quantity change. */
export function editStock(kind: ManagerKind, id: number, payload: StockEditPayload): Promise<StockWritten> {
  // The id is repeated in the body, as the original screens send it (the path decides).
  return api(kind).post(callPath(kind, `stockarticleEdit/${id}`), { id, ...payload });
}

export function useEditStock(kind: ManagerKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: StockEditPayload }) => editStock(kind, id, payload),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
