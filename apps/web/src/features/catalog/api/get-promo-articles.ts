import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'Offres de jours': products with an active promotion (at most 12). */
export async function getPromoArticles(signal?: AbortSignal): Promise<Article[]> {
  const reply = await api(null).get<{ data: Article[] }>('v1/articlesPromo', { signal });
  return reply.data;
}

export function promoArticlesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.homeList('promo'),
    queryFn: ({ signal }) => getPromoArticles(signal),
  });
}

/** `enabled: false` on the server: a lower home section is drawn by the app (HomePage). */
export function usePromoArticles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...promoArticlesQueryOptions(), enabled });
}
