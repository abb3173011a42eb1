import type { articleStateReply } from '@souk/domain/replies/article-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callPath, invalidateArticles } from '@/features/article-management/api/article-management-keys';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

type StateReply = z.infer<typeof articleStateReply>;

/** POST `articleChangerEtat/{id}`: validate, block or unblock; the article is reloaded afterwards. */
export function changeArticleState(kind: ManagerKind, id: number): Promise<StateReply> {
  return api(kind).post(callPath(kind, `articleChangerEtat/${id}`));
}

export function useChangeArticleState(kind: ManagerKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => changeArticleState(kind, id),
    onSuccess: () => invalidateArticles(queryClient, kind, slug),
  });
}
