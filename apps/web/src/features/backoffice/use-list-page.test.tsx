import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { listStatus, useListPage } from '@/features/backoffice/use-list-page';
import { createQueryClient } from '@/lib/query-client';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { loginAdmin } from '@/test/sessions-fixtures';

const PATH = 'v1/user/things';
const KEY = `GET /api/${PATH}`;

type Row = { id: number };

/** Pages of `perPage` rows out of `total`, as the server pages them. */
function pagedReply(total: number, perPage = 2) {
  return (request: RecordedRequest) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice(
      (page - 1) * perPage,
      page * perPage,
    );
    const body = envelope<Row>(rows, null, `/api/${PATH}`);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return { body: { ...body, meta: { ...body.meta, current_page: page, last_page: lastPage, total } } };
  };
}

function wrapper() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const params = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('listStatus', () => {
  const reply = (rows: number) => envelope(Array.from({ length: rows }, (_, id) => ({ id })));

  it('reads loading, then a failure with nothing to show, then empty or no match, then rows', () => {
    expect(listStatus({ isLoading: true, isError: false, data: undefined }, false)).toBe('loading');
    expect(listStatus({ isLoading: false, isError: true, data: undefined }, false)).toBe('error');
    // A failed reload keeps the rows it had.
    expect(listStatus({ isLoading: false, isError: true, data: reply(2) }, false)).toBe('rows');
    expect(listStatus({ isLoading: false, isError: false, data: reply(0) }, false)).toBe('empty');
    expect(listStatus({ isLoading: false, isError: false, data: reply(0) }, true)).toBe('noMatch');
    expect(listStatus({ isLoading: false, isError: false, data: reply(3) }, true)).toBe('rows');
  });
});

describe('useListPage', () => {
  it('loads page 1 with the session, then its rows, status and pager', async () => {
    loginAdmin();
    const api = mockFetch({ [KEY]: pagedReply(3) });
    const { result } = renderHook(() => useListPage<Row>('admin', PATH), { wrapper: wrapper() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('rows'));
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.pager.meta?.last_page).toBe(2);
    expect(result.current.filtered).toBe(false);
    const [first] = api.calls(KEY);
    expect(params(first)).toEqual({ page: '1' });
    expect(first.headers.Authorization).toBe('Bearer admin-token');

    act(() => result.current.pager.onChange(2));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }]));
    expect(result.current.page).toBe(2);
  });

  it('goes back to page 1 on a new search, and reads an empty reply as no match', async () => {
    loginAdmin();
    const api = mockFetch({
      [KEY]: (request) => (params(request).search ? pagedReply(0)(request) : pagedReply(5)(request)),
    });
    const { result } = renderHook(() => useListPage<Row>('admin', PATH), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('rows'));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 5 }]));

    act(() => result.current.setSearch('zz'));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.status).toBe('noMatch'));
    expect(result.current.filtered).toBe(true);
    expect(params(api.calls(KEY).at(-1)!)).toEqual({ page: '1', search: 'zz' });
  });

  it('reads an empty list without search or filter as empty', async () => {
    loginAdmin();
    mockFetch({ [KEY]: pagedReply(0) });
    const { result } = renderHook(() => useListPage<Row>('admin', PATH), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.rows).toEqual([]);
  });

  it('sends its filters with every page, and from page 1 again when they change', async () => {
    loginAdmin();
    const api = mockFetch({ [KEY]: pagedReply(5) });
    const { result } = renderHook(
      () => useListPage<Row, { from: string }>('admin', PATH, { filters: { from: '' } }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.status).toBe('rows'));
    // Empty filters are not sent.
    expect(params(api.calls(KEY)[0])).toEqual({ page: '1' });
    expect(result.current.filtered).toBe(false);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }, { id: 4 }]));

    act(() => result.current.setFilters({ from: '2026-01-01' }));
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ from: '2026-01-01' });
    expect(result.current.filtered).toBe(true);
    await waitFor(() => expect(params(api.calls(KEY).at(-1)!)).toEqual({ page: '1', from: '2026-01-01' }));
  });

  it('fails with nothing to show as error', async () => {
    loginAdmin();
    mockFetch({ [KEY]: { status: 500, body: { message: 'Erreur' } } });
    const { result } = renderHook(() => useListPage<Row>('admin', PATH), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('steps back a page when its last row is gone, when asked to', async () => {
    loginAdmin();
    let total = 3;
    mockFetch({ [KEY]: (request) => pagedReply(total)(request) });
    const hook = (stepBackWhenEmpty: boolean) =>
      renderHook(() => useListPage<Row>('admin', PATH, { stepBackWhenEmpty }), { wrapper: wrapper() });

    const stepping = hook(true).result;
    await waitFor(() => expect(stepping.current.status).toBe('rows'));
    act(() => stepping.current.setPage(2));
    await waitFor(() => expect(stepping.current.rows).toEqual([{ id: 3 }]));
    total = 2;
    act(() => stepping.current.refetch());
    await waitFor(() => expect(stepping.current.page).toBe(1));
    await waitFor(() => expect(stepping.current.rows).toEqual([{ id: 1 }, { id: 2 }]));

    total = 3;
    const staying = hook(false).result;
    await waitFor(() => expect(staying.current.status).toBe('rows'));
    act(() => staying.current.setPage(2));
    await waitFor(() => expect(staying.current.rows).toEqual([{ id: 3 }]));
    total = 2;
    act(() => staying.current.refetch());
    await waitFor(() => expect(staying.current.status).toBe('empty'));
    expect(staying.current.page).toBe(2);
  });
});
