import type { stockAddSchema } from '@souk/domain/article-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind, StockWritten } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

export type StockAddPayload = z.input<typeof stockAddSchema>;

/** POST `stockarticleAdd`: 403 when the combination already has a stock entry. */
export function addStock(kind: ManagerKind, payload: StockAddPayload): Promise<StockWritten> {
  return api(kind).post(callPath(kind, 'stockarticleAdd'), payload);
}

export function useAddStock(kind: ManagerKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StockAddPayload) => addStock(kind, payload),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
