import { useInfiniteQuery } from '@tanstack/react-query';
import { type ArticleFilters, filterParams } from '@/features/catalog/article-filters';
import type { ArticlePage } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { DRAWN_AS_CARDS, nextLinkInfiniteOptions } from '@/lib/infinite-pages';
import { catalogKeys } from '@/lib/query-keys';

/** Product search; the API answers 422 for an empty text, so it only runs with one. */
export function searchArticles(filters: ArticleFilters, signal?: AbortSignal): Promise<ArticlePage> {
  return api(null).get<ArticlePage>('v1/rechercheArticles', { params: filterParams(filters), signal });
}

export function searchArticlesQueryOptions(filters: ArticleFilters) {
  return nextLinkInfiniteOptions(
    catalogKeys.search(filterParams(filters)),
    (signal) => searchArticles(filters, signal),
    // Drawn as cards: a server-drawn page carries their fields only (ssr/entry-server.tsx).
    { enabled: Boolean(filters.search?.trim()), meta: DRAWN_AS_CARDS },
  );
}

export function useSearchArticles(filters: ArticleFilters) {
  return useInfiniteQuery(searchArticlesQueryOptions(filters));
}
