import { useInfiniteQuery } from '@tanstack/react-query';
import { type ArticleFilters, filterParams } from '@/features/catalog/article-filters';
import type { CategoryArticlesPage } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { DRAWN_AS_CARDS, nextLinkInfiniteOptions } from '@/lib/infinite-pages';
import { catalogKeys } from '@/lib/query-keys';

/** One category's products (404 for an unknown slug), with its header and sub-categories. */
export function getCategoryArticles(
  slug: string,
  filters: ArticleFilters,
  signal?: AbortSignal,
): Promise<CategoryArticlesPage> {
  return api(null).get<CategoryArticlesPage>(`v1/categorieShow/${encodeURIComponent(slug)}`, {
    params: filterParams(filters),
    signal,
  });
}

export function categoryArticlesQueryOptions(slug: string, filters: ArticleFilters, enabled = true) {
  return nextLinkInfiniteOptions(
    catalogKeys.category(slug, filterParams(filters)),
    (signal) => getCategoryArticles(slug, filters, signal),
    // Drawn as cards: a server-drawn page carries their fields only (ssr/entry-server.tsx).
    { enabled, meta: DRAWN_AS_CARDS },
  );
}

export function useCategoryArticles(slug: string, filters: ArticleFilters, enabled = true) {
  return useInfiniteQuery(categoryArticlesQueryOptions(slug, filters, enabled));
}
