import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'Les plus demandé': the most ordered products (at most 12). */
export async function getMostOrderedArticles(signal?: AbortSignal): Promise<Article[]> {
  const reply = await api(null).get<{ data: Article[] }>('v1/articlesPlusCommandes', { signal });
  return reply.data;
}

export function mostOrderedArticlesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.homeList('mostOrdered'),
    queryFn: ({ signal }) => getMostOrderedArticles(signal),
  });
}

/** `enabled: false` on the server: a lower home section is drawn by the app (HomePage). */
export function useMostOrderedArticles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mostOrderedArticlesQueryOptions(), enabled });
}
