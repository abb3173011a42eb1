import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** DELETE `noteDelete/{articleId}/{noteId}`: one review of the article. */
export function deleteNote(kind: ManagerKind, articleId: number, noteId: number) {
  return api(kind).delete<{ message: string }>(callPath(kind, `noteDelete/${articleId}/${noteId}`));
}

export function useDeleteNote(kind: ManagerKind, articleId: number, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(kind, articleId, noteId),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
