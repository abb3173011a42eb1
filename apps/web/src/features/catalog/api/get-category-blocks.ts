import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryBlock } from '@/features/catalog/article-types';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/** Home category blocks: each category with its promo image and first 4 products. */
export async function getCategoryBlocks(signal?: AbortSignal): Promise<CategoryBlock[]> {
  const reply = await api(null).get<{ data: CategoryBlock[] }>('v1/pubsWithArticles', { signal });
  return reply.data;
}

export function categoryBlocksQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categoryBlocks(),
    queryFn: ({ signal }) => getCategoryBlocks(signal),
  });
}

/** `enabled: false` on the server: a lower home section is drawn by the app (HomePage). */
export function useCategoryBlocks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryBlocksQueryOptions(), enabled });
}
