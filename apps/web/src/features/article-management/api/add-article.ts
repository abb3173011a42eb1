import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath, invalidateArticleLists } from '@/features/article-management/api/article-management-keys';
import type { ArticlePayload } from '@/features/article-management/article-form-model';
import type { ArticleWritten, ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** POST `articleAdd`: the reply's `data.slug` opens the new article's detail page. */
export function addArticle(kind: ManagerKind, payload: ArticlePayload): Promise<ArticleWritten> {
  return api(kind).post(callPath(kind, 'articleAdd'), payload);
}

export function useAddArticle(kind: ManagerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ArticlePayload) => addArticle(kind, payload),
    onSuccess: () => invalidateArticleLists(queryClient, kind),
  });
}
