import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** DELETE `stockarticleDelete/{id}`. */
export function deleteStock(kind: ManagerKind, id: number) {
  return api(kind).delete<{ message: string }>(callPath(kind, `stockarticleDelete/${id}`));
}

export function useDeleteStock(kind: ManagerKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteStock(kind, id),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
