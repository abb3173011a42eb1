import { queryOptions, useQuery } from '@tanstack/react-query';
import { pubsKeys } from '@/features/pubs/api/pubs-keys';
import type { HomePubs } from '@/features/pubs/pub-types';
import { api } from '@/lib/api-client';

export async function getPubs(signal?: AbortSignal): Promise<HomePubs> {
  const reply = await api(null).get<{ data: Partial<HomePubs> }>('v1/pubs', { signal });
  const data = reply.data ?? {};
  return {
    banner1: data.banner1 ?? [],
    banner2: data.banner2 ?? [],
    pub_accueil: data.pub_accueil ?? [],
    shop: data.shop ?? [],
  };
}

export function pubsQueryOptions() {
  // The draw is random on the server: keep one draw for the visit instead of reshuffling on return.
  return queryOptions({
    queryKey: pubsKeys.home(),
    queryFn: ({ signal }) => getPubs(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePubs() {
  return useQuery(pubsQueryOptions());
}
