import type { promotionWrittenReply } from '@souk/domain/replies/promotions';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { PromotionFormValues, PromotionKind } from '../promotion-types';

/** Paths of the promotion calls (the Calls of docs/product/partner.md and admin.md), per back-office. */
const PREFIX: Readonly<Record<PromotionKind, string>> = { partner: 'v1/marchand', admin: 'v1/user' };

export const promotionsPath = (kind: PromotionKind) => `${PREFIX[kind]}/promotions`;
/** The actor's own articles (the picker): the partner's store, or the platform's 'Mes Articles'. */
export const pickerArticlesPath = (kind: PromotionKind) => `${PREFIX[kind]}/articles`;
/** One article's detail page (features/article-management keys it `[kind, path, slug]`). */
const articleShowPath = (kind: PromotionKind) => `${PREFIX[kind]}/articleShow`;

/**
 * After a promotion is written (created, edited, blocked, unblocked, deleted): the promotions list,
 * and every article view that shows a promotion — the picker and article grid (their ribbons and
 * marks) and the article detail pages (promotion row, promotion prices), which would otherwise
 * show the old price until their cache grows stale.
 */
export function reloadAfterPromotionWrite(queryClient: QueryClient, kind: PromotionKind) {
  return Promise.all(
    [promotionsPath(kind), pickerArticlesPath(kind), articleShowPath(kind)].map((path) =>
      queryClient.invalidateQueries({ queryKey: [kind, path] }),
    ),
  );
}

type Written = z.infer<typeof promotionWrittenReply>;

export function addPromotion(kind: PromotionKind, values: PromotionFormValues, articleIds: number[]) {
  return api(kind).post<Written>(`${PREFIX[kind]}/promotionAdd`, { ...values, article_ids: articleIds });
}

export function editPromotion(
  kind: PromotionKind,
  id: number,
  values: PromotionFormValues,
  articleIds: number[],
) {
  return api(kind).post<Written>(`${PREFIX[kind]}/promotionEdit/${id}`, {
    ...values,
    article_ids: articleIds.map((article_id) => ({ article_id })),
  });
}

export function togglePromotion(kind: PromotionKind, id: number) {
  return api(kind).post<Written>(`${PREFIX[kind]}/promotionChangerEtat/${id}`);
}

export function deletePromotion(kind: PromotionKind, id: number) {
  return api(kind).delete<{ message: string }>(`${PREFIX[kind]}/promotionDelete/${id}`);
}
