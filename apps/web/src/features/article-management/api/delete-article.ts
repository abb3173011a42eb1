import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticleLists } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** DELETE `articleDelete/{id}` (only an article without stock entries). */
export function deleteArticle(kind: ManagerKind, id: number): Promise<{ message: string }> {
  return api(kind).delete(callPath(kind, `articleDelete/${id}`));
}

export function useDeleteArticle(kind: ManagerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteArticle(kind, id),
    // Not its detail: reloading it would answer 404 while the page leaves.
    onSuccess: () => invalidateArticleLists(queryClient, kind),
  });
}
