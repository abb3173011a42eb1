import type { Paginated } from '@souk/domain/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type QueryParams } from '@/lib/api-client';
import type { SessionKind } from '@/lib/sessions';

export interface PagedListState<T> {
  /** The current page's reply (kept while the next one loads, so the table does not flash). */
  data: Paginated<T> | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
  page: number;
  setPage: (page: number) => void;
  /** The search actually sent (set on Enter by <SearchBox>); changing it goes back to page 1. */
  search: string;
  setSearch: (search: string) => void;
}

/**
 * One paginated back-office list (every list takes a page and a search text):
 * GET `path?page=N&search=…` with the session's token, cached under `[kind, path, params]` so any
 * mutation can reload it with `queryClient.invalidateQueries({ queryKey: [kind, path] })`.
 */
export function usePagedList<T>(
  kind: SessionKind,
  path: string,
  params: QueryParams = {},
): PagedListState<T> {
  const [page, setPage] = useState(1);
  const [search, setSearchState] = useState('');
  const query = useQuery({
    queryKey: [kind, path, { ...params, page, search }],
    queryFn: ({ signal }) =>
      api(kind).get<Paginated<T>>(path, { params: { ...params, page, search }, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
    page,
    setPage,
    search,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
  };
}
