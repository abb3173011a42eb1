import { useInfiniteQuery } from '@tanstack/react-query';
import { type ArticleFilters, filterParams } from '@/features/catalog/article-filters';
import type { SubCategoryArticlesPage } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { DRAWN_AS_CARDS, nextLinkInfiniteOptions } from '@/lib/infinite-pages';
import { catalogKeys } from '@/lib/query-keys';

/** One sub-category's products, with the sub-category itself. */
export function getSubCategoryArticles(
  sousCategorieId: number,
  filters: ArticleFilters,
  signal?: AbortSignal,
): Promise<SubCategoryArticlesPage> {
  return api(null).get<SubCategoryArticlesPage>(`v1/articles/${sousCategorieId}`, {
    params: filterParams(filters),
    signal,
  });
}

export function subCategoryArticlesQueryOptions(
  sousCategorieId: number,
  filters: ArticleFilters,
  enabled = true,
) {
  return nextLinkInfiniteOptions(
    catalogKeys.subCategory(sousCategorieId, filterParams(filters)),
    (signal) => getSubCategoryArticles(sousCategorieId, filters, signal),
    // Drawn as cards: a server-drawn page carries their fields only (ssr/entry-server.tsx).
    { enabled, meta: DRAWN_AS_CARDS },
  );
}

export function useSubCategoryArticles(sousCategorieId: number | null, filters: ArticleFilters) {
  return useInfiniteQuery(
    subCategoryArticlesQueryOptions(sousCategorieId ?? 0, filters, sousCategorieId !== null),
  );
}
