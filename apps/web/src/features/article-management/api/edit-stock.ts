import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind, StockWritten } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

export interface StockEditPayload {
  id: number;
  prix: number | string;
  quantite: number | string;
}

/** POST `stockarticleEdit/{id}`: only the price and the quantity change. */
export function editStock(kind: ManagerKind, payload: StockEditPayload): Promise<StockWritten> {
  return api(kind).post(callPath(kind, `stockarticleEdit/${payload.id}`), payload);
}

export function useEditStock(kind: ManagerKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StockEditPayload) => editStock(kind, payload),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
