import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'les mieux notés': the best rated products (at most 12). */
export async function getTopRatedArticles(signal?: AbortSignal): Promise<Article[]> {
  const reply = await api(null).get<{ data: Article[] }>('v1/articlesMieuxNotes', { signal });
  return reply.data;
}

export function topRatedArticlesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.homeList('topRated'),
    queryFn: ({ signal }) => getTopRatedArticles(signal),
  });
}

/** `enabled: false` on the server: a lower home section is drawn by the app (HomePage). */
export function useTopRatedArticles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...topRatedArticlesQueryOptions(), enabled });
}
