import type { QueryParams } from '@/lib/api-client';

/** Query keys of the catalog: `catalogKeys.all` covers every product list and detail. */
export const catalogKeys = {
  all: ['catalog'] as const,
  article: (id: number) => [...catalogKeys.all, 'article', id] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  homeList: (list: 'new' | 'promo' | 'mostOrdered' | 'topRated') => [...catalogKeys.home(), list] as const,
  categoryBlocks: () => [...catalogKeys.home(), 'categoryBlocks'] as const,
  recommended: () => [...catalogKeys.home(), 'recommended'] as const,
  category: (slug: string, filters: QueryParams) => [...catalogKeys.all, 'category', slug, filters] as const,
  subCategory: (id: number, filters: QueryParams) =>
    [...catalogKeys.all, 'subCategory', id, filters] as const,
  search: (filters: QueryParams) => [...catalogKeys.all, 'search', filters] as const,
};
