import type { likeReply } from '@souk/domain/replies/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { patchCachedArticle } from '@/features/catalog/api/patch-cached-article';
import { shopsKeys } from '@/features/shops/api/shops-keys';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

export type LikeReply = z.infer<typeof likeReply>;

/** Likes a product; a logged-in client's token goes along so the like counts once on every device. */
export function likeArticle(id: number): Promise<LikeReply> {
  return api('client').get<LikeReply>(`v1/like/${id}`, { writes: true });
}

export function useLikeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeArticle,
    onSuccess: (reply, id) => {
      // The like count goes up locally: the server's count when it gives one, else +1.
      patchCachedArticle(queryClient, [catalogKeys.all, shopsKeys.all], id, (article) => ({
        ...article,
        nbr_like: typeof reply?.data?.nbr_like === 'number' ? reply.data.nbr_like : article.nbr_like + 1,
      }));
    },
  });
}
