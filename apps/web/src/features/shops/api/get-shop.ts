import type { Paginated } from '@souk/domain/pagination';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { shopsKeys } from '@/features/shops/api/shops-keys';
import type { Shop } from '@/features/shops/shop-types';
import { api } from '@/lib/api-client';

export async function getShop(slug: string, signal?: AbortSignal): Promise<Shop> {
  const reply = await api(null).get<{ data: Shop }>(`v1/marchandShow/${encodeURIComponent(slug)}`, {
    signal,
  });
  return reply.data;
}

export function shopQueryOptions(slug: string) {
  return queryOptions({ queryKey: shopsKeys.detail(slug), queryFn: ({ signal }) => getShop(slug, signal) });
}

export function useShop(slug: string) {
  return useQuery(shopQueryOptions(slug));
}

/**
 * A shop the app has read in a list of shops (`v1/marchands` answers with the same reply as
 * `v1/marchandShow`), put in the cache as its own reply — as fresh as that list — when it holds none
 * yet: its page, opened from the list, draws its details as soon as its code is there and asks for its
 * products at once (ssr/first-view-queries.ts). Undefined when no list read holds it.
 */
export function seedShopFromLists(queryClient: QueryClient, slug: string): Shop | undefined {
  const key = shopQueryOptions(slug).queryKey;
  const own = queryClient.getQueryData(key);
  if (own) return own;
  for (const [listKey, list] of queryClient.getQueriesData<Paginated<Shop>>({
    queryKey: shopsKeys.lists(),
  })) {
    const shop = list?.data.find((listed) => listed.slug === slug);
    if (!shop) continue;
    queryClient.setQueryData(key, shop, {
      updatedAt: queryClient.getQueryState(listKey)?.dataUpdatedAt,
    });
    return shop;
  }
  return undefined;
}
