import type { Paginated } from '@souk/domain/pagination';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Infinite-query options for a Laravel list: the first page comes from `first`, every next page
 * is a GET on the reply's `links.next` exactly as the server gave it (docs/product/README.md, Envelopes).
 */
export function nextLinkInfiniteOptions<P extends Paginated<unknown>, K extends QueryKey>(
  queryKey: K,
  first: (signal: AbortSignal) => Promise<P>,
  options: { enabled?: boolean; meta?: Record<string, unknown> } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      pageParam ? api(null).getUrl<P>(pageParam, { signal }) : first(signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.links.next ?? undefined,
    enabled: options.enabled,
    meta: options.meta,
  });
}

/**
 * The `meta` of a query whose reply is a list of articles the page shows as product cards: a
 * server-drawn page carries only the fields a card reads, and the app asks for the whole reply once
 * it has hydrated (ssr/entry-server.tsx; docs/decisions/0043-drawn-pages-hydrate-on-their-own.md,
 * addendum).
 */
export const DRAWN_AS_CARDS = { drawnCards: true } as const;

/** Every item of the loaded pages, in order. */
export function flattenPages<T>(pages: readonly Paginated<T>[] | undefined): T[] {
  return pages ? pages.flatMap((page) => page.data) : [];
}
