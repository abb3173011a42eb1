import { type Query, QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** How long a reply stays fresh unless its query says otherwise: read from the cache, not asked again. */
const FRESH_MS = 30_000;

/**
 * How long `query`'s answer is fresh, by its own staleTime: a query's options are the client's defaults
 * merged with those it was built with (`defaultQueryOptions`), an observer's staleTime included, which
 * its type, shared with `fetchQuery`'s options, does not name.
 */
function freshFor(query: Query): number {
  const { staleTime } = query.options as QueryObserverOptions;
  if (staleTime === 'static') return Number.POSITIVE_INFINITY;
  const ms = typeof staleTime === 'function' ? staleTime(query) : staleTime;
  return typeof ms === 'number' ? ms : FRESH_MS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; network or 5xx errors get one retry.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
        // A 404 is the address's answer, fresh as long as a reply would be: a page mounted after its
        // route's loader was told so (docs/decisions/0065-a-link-asks-for-its-page-beside-its-code.md)
        // shows it without asking again. Any other error (a 401 or 403 depends on who is signed in, a
        // network error may pass), and a 404 older than that, is asked for again when a page mounts.
        retryOnMount: (query) =>
          !(
            isApiError(query.state.error) &&
            query.state.error.status === 404 &&
            Date.now() - query.state.errorUpdatedAt < freshFor(query)
          ),
        refetchOnWindowFocus: false,
        staleTime: FRESH_MS,
      },
      mutations: { retry: false },
    },
  });
}
