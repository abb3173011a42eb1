import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  articleManagementKeys,
  callPath,
  invalidateArticleLists,
} from '@/features/article-management/api/article-management-keys';
import type { ArticlePayload } from '@/features/article-management/article-form-model';
import type { ArticleWritten, ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** POST `articleEdit/{id}`: the same form; the reply is the article as saved. */
export function editArticle(kind: ManagerKind, id: number, payload: ArticlePayload): Promise<ArticleWritten> {
  return api(kind).post(callPath(kind, `articleEdit/${id}`), payload);
}

export function useEditArticle(kind: ManagerKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ArticlePayload) => editArticle(kind, id, payload),
    // The slug follows the designation: the detail is reloaded under its old and new slugs alike.
    onSuccess: () =>
      Promise.all([
        invalidateArticleLists(queryClient, kind),
        queryClient.invalidateQueries({ queryKey: articleManagementKeys.article(kind, '').slice(0, 2) }),
      ]),
  });
}
