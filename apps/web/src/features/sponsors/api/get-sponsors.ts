import { queryOptions, useQuery } from '@tanstack/react-query';
import { sponsorsKeys } from '@/features/sponsors/api/sponsors-keys';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { api } from '@/lib/api-client';

export async function getSponsors(signal?: AbortSignal): Promise<Sponsor[]> {
  const reply = await api(null).get<{ data: Sponsor[] }>('v1/sponsors', { signal });
  return reply.data;
}

export function sponsorsQueryOptions() {
  return queryOptions({
    queryKey: sponsorsKeys.list(),
    queryFn: ({ signal }) => getSponsors(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSponsors() {
  return useQuery(sponsorsQueryOptions());
}
