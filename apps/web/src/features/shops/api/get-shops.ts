import type { Paginated } from '@souk/domain/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopsKeys } from '@/features/shops/api/shops-keys';
import type { Shop } from '@/features/shops/shop-types';
import { api } from '@/lib/api-client';

export function getShops(page: number, signal?: AbortSignal): Promise<Paginated<Shop>> {
  return api(null).get<Paginated<Shop>>('v1/marchands', {
    params: { page: page > 1 ? page : undefined },
    signal,
  });
}

export function shopsQueryOptions(page: number) {
  return queryOptions({
    queryKey: shopsKeys.list(page),
    queryFn: ({ signal }) => getShops(page, signal),
    // Keeps the current cards on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useShops(page: number) {
  return useQuery(shopsQueryOptions(page));
}
