import type { QueryParams } from '@/lib/api-client';

export const shopsKeys = {
  all: ['shops'] as const,
  lists: () => [...shopsKeys.all, 'list'] as const,
  list: (page: number) => [...shopsKeys.lists(), page] as const,
  detail: (slug: string) => [...shopsKeys.all, 'detail', slug] as const,
  articles: (shopId: number, filters: QueryParams) =>
    [...shopsKeys.all, 'articles', shopId, filters] as const,
};
