import { queryOptions, useQuery } from '@tanstack/react-query';
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
