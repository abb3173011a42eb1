import { queryOptions, useQuery } from '@tanstack/react-query';
import type { About, AboutSummary } from '@/features/about/about-types';
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

export async function getAboutSummary(signal?: AbortSignal): Promise<AboutSummary> {
  const reply = await api(null).get<{ data: AboutSummary }>('v1/about/summary', { signal });
  return reply.data;
}

/**
 * What the storefront's header, footer and home show of the site information: every page asks for
 * it, and a drawn page carries it, so it leaves out the terms, policy and founders that only their own
 * pages read (`useAbout`; docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
 */
export function aboutSummaryQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.summary(),
    queryFn: ({ signal }) => getAboutSummary(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAboutSummary() {
  return useQuery(aboutSummaryQueryOptions());
}

/**
 * The return period in days (`delai_retour_jours` of the money settings, carried by `v1/about` and
 * `v1/about/summary`, read from the latter):
 * what the storefront promises and the client's return window; undefined until the site information
 * is loaded.
 */
export function useReturnPeriod(): number | undefined {
  return useQuery({ ...aboutSummaryQueryOptions(), select: (about) => about.delai_retour_jours }).data;
}
