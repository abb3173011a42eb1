import { useInfiniteQuery } from '@tanstack/react-query';
import { type ArticleFilters, filterParams } from '@/features/catalog/article-filters';
import type { ArticlePage } from '@/features/catalog/article-types';
import { shopsKeys } from '@/features/shops/api/shops-keys';
import { api } from '@/lib/api-client';
import { DRAWN_AS_CARDS, nextLinkInfiniteOptions } from '@/lib/infinite-pages';

/** One shop's products, with the storefront filters and an optional category id. */
export function getShopArticles(
  shopId: number,
  filters: ArticleFilters,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  return api(null).get<ArticlePage>(`v1/articlesMarchand/${shopId}`, {
    params: filterParams(filters),
    signal,
  });
}

export function shopArticlesQueryOptions(shopId: number, filters: ArticleFilters, enabled = true) {
  return nextLinkInfiniteOptions(
    shopsKeys.articles(shopId, filterParams(filters)),
    (signal) => getShopArticles(shopId, filters, signal),
    // Drawn as cards: a server-drawn page carries their fields only (ssr/entry-server.tsx).
    { enabled, meta: DRAWN_AS_CARDS },
  );
}

export function useShopArticles(shopId: number | null, filters: ArticleFilters) {
  return useInfiniteQuery(shopArticlesQueryOptions(shopId ?? 0, filters, shopId !== null));
}
