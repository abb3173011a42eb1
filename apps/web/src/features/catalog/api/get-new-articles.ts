import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { DRAWN_AS_CARDS } from '@/lib/infinite-pages';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'Nouveaux': the newest products (at most 12). */
export async function getNewArticles(signal?: AbortSignal): Promise<Article[]> {
  const reply = await api(null).get<{ data: Article[] }>('v1/newArticles', { signal });
  return reply.data;
}

/**
 * `drawn`: only the first `drawn` products are drawn — and inlined in the page, as cards
 * (`DRAWN_AS_CARDS`), marked stale so that the app asks for the rest once it has hydrated
 * (`drawnItems`, ssr/entry-server.tsx). Used by the server's draw of the home (decision 0042).
 */
export function newArticlesQueryOptions({ drawn }: { drawn?: number } = {}) {
  return queryOptions({
    queryKey: catalogKeys.homeList('new'),
    queryFn: ({ signal }) => getNewArticles(signal),
    ...(drawn
      ? {
          select: (articles: Article[]) => articles.slice(0, drawn),
          meta: { ...DRAWN_AS_CARDS, drawnItems: drawn },
        }
      : {}),
  });
}

export function useNewArticles(options: { drawn?: number } = {}) {
  return useQuery(newArticlesQueryOptions(options));
}
