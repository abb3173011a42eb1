import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/**
 * What a page mounted after its reply failed does: the app's query client's defaults, on a query asked
 * for before any page reads it (a route's loader), then read by a page.
 */
async function mountAfterFailure(error: Error, laterMs: number, staleTime?: number) {
  const queryClient = createQueryClient();
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const options = { queryKey: ['page'], queryFn, ...(staleTime === undefined ? {} : { staleTime }) };
  await queryClient.prefetchQuery(options);
  const asked = queryFn.mock.calls.length;
  vi.setSystemTime(Date.now() + laterMs);
  const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => {});
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  unsubscribe();
  return queryFn.mock.calls.length - asked;
}

describe("the app's query client, a page mounted after its reply failed", () => {
  afterEach(() => vi.useRealTimers());

  it('a 404 is the answer while a reply would be fresh: not asked for again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await mountAfterFailure(new ApiError(404, 'Introuvable'), 29_000)).toBe(0);
  });

  it('a 404 older than that is asked for again (the address may hold something now)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await mountAfterFailure(new ApiError(404, 'Introuvable'), 31_000)).toBe(1);
    // The query's own freshness counts, not the default's.
    expect(await mountAfterFailure(new ApiError(404, 'Introuvable'), 31_000, 5 * 60_000)).toBe(0);
  });

  it('any other error is asked for again at once: who is signed in, or the network, may have changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await mountAfterFailure(new ApiError(401, 'Non authentifié'), 0)).toBe(1);
    expect(await mountAfterFailure(new ApiError(403, 'Interdit'), 0)).toBe(1);
  });
});
