import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'Nouveaux': the newest products (at most 12). */
export async function getNewArticles(signal?: AbortSignal): Promise<Article[]> {
  const reply = await api(null).get<{ data: Article[] }>('v1/newArticles', { signal });
  return reply.data;
}

export function newArticlesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.homeList('new'),
    queryFn: ({ signal }) => getNewArticles(signal),
  });
}

export function useNewArticles() {
  return useQuery(newArticlesQueryOptions());
}
