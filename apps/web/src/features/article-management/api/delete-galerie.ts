import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** DELETE `galerieDelete/{articleId}/{galleryId}`: one gallery photo. */
export function deleteGalerie(kind: ManagerKind, articleId: number, galerieId: number) {
  return api(kind).delete<{ message: string }>(callPath(kind, `galerieDelete/${articleId}/${galerieId}`));
}

export function useDeleteGalerie(kind: ManagerKind, articleId: number, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (galerieId: number) => deleteGalerie(kind, articleId, galerieId),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
