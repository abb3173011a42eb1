import { queryOptions, useQuery } from '@tanstack/react-query';
import type { About } from '@/features/about/about-types';
import { aboutKeys } from '@/features/about/api/about-keys';
import { api } from '@/lib/api-client';

export async function getAbout(signal?: AbortSignal): Promise<About> {
  const reply = await api(null).get<{ data: About }>('v1/about', { signal });
  return reply.data;
}

export function aboutQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.detail(),
    queryFn: ({ signal }) => getAbout(signal),
    // Site information changes rarely: every header, footer and page shares one fetch.
    staleTime: 5 * 60_000,
  });
}

export function useAbout() {
  return useQuery(aboutQueryOptions());
}

/**
 * The return period in days (`delai_retour_jours` of the money settings, carried by `v1/about`):
 * what the storefront promises and the client's return window; undefined until the site information
 * is loaded.
 */
export function useReturnPeriod(): number | undefined {
  return useQuery({ ...aboutQueryOptions(), select: (about) => about.delai_retour_jours }).data;
}
