import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArticlePage } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { nextLinkInfiniteOptions } from '@/lib/infinite-pages';
import { catalogKeys } from '@/lib/query-keys';

/** Home 'Recommended' grid, page by page. */
export function getRecommendedArticles(signal?: AbortSignal): Promise<ArticlePage> {
  return api(null).get<ArticlePage>('v1/accueil/allArticles', { signal });
}

export function recommendedArticlesQueryOptions(enabled = true) {
  return nextLinkInfiniteOptions(catalogKeys.recommended(), getRecommendedArticles, { enabled });
}

/**
 * Not fetched until `enabled`: the home page loads it once the visitor scrolls
 * (docs/product/storefront-and-client.md, Home).
 */
export function useRecommendedArticles(enabled: boolean) {
  return useInfiniteQuery(recommendedArticlesQueryOptions(enabled));
}
