import type { PaginationMeta } from '@souk/domain/pagination';
import { useEffect, useState } from 'react';
import { type PagedListState, usePagedList } from '@/features/backoffice/use-paged-list';
import type { QueryParams } from '@/lib/api-client';
import type { SessionKind } from '@/lib/sessions';

/** What a back-office list shows: a loader, the load error, 'nothing yet', 'nothing found', or its rows. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'noMatch' | 'rows';

/**
 * The state of a list reply, in the order every list page reads it: loading first, then a failure
 * with nothing to show (a failed reload keeps the rows it had), then no rows — 'noMatch' when a
 * search or a filter narrowed the list, 'empty' otherwise — then the rows.
 */
export function listStatus(
  list: Pick<PagedListState<unknown>, 'isLoading' | 'isError' | 'data'>,
  filtered: boolean,
): ListStatus {
  if (list.isLoading) return 'loading';
  if (list.isError && !list.data) return 'error';
  if ((list.data?.data.length ?? 0) === 0) return filtered ? 'noMatch' : 'empty';
  return 'rows';
}

const isSet = (value: QueryParams[string]) => value !== undefined && value !== null && value !== '';

export interface ListPage<T, F extends QueryParams = QueryParams> extends PagedListState<T> {
  /** The current page's rows ([] until the first reply). */
  rows: T[];
  status: ListStatus;
  /** A search or a filter narrows the list (an empty page then reads 'nothing found'). */
  filtered: boolean;
  /** The filters sent with every page (besides page and search). */
  filters: F;
  /** Sends other filters, from page 1 again. */
  setFilters: (filters: F) => void;
  /** The props of <ListPager>. */
  pager: { meta: PaginationMeta | undefined; onChange: (page: number) => void };
}

interface ListPageOptions<F extends QueryParams> {
  /** The filters sent at first (a date range…); `setFilters` changes them. */
  filters?: F;
  /**
   * A page left empty after a deletion (its last row gone) shows the page before instead of an
   * empty one.
   */
  stepBackWhenEmpty?: boolean;
}

/**
 * One paginated back-office list page: the page, the search and the filters it sends (kept in the
 * page's state, as in usePagedList), the query, what to show (`status`) and the pager's props.
 * The pages draw their own loading, empty and error states from `status`, or hand the list to
 * <ListBody>.
 */
export function useListPage<T, F extends QueryParams = QueryParams>(
  kind: SessionKind,
  path: string,
  options: ListPageOptions<F> = {},
): ListPage<T, F> {
  const [filters, setFilterState] = useState<F>(options.filters ?? ({} as F));
  const list = usePagedList<T>(kind, path, filters);
  const { data, page, setPage } = list;
  const filtered = Boolean(list.search) || Object.values(filters).some(isSet);
  const stepBack = options.stepBackWhenEmpty === true;

  useEffect(() => {
    if (stepBack && data && data.data.length === 0 && page > 1) setPage(page - 1);
  }, [stepBack, data, page, setPage]);

  return {
    ...list,
    rows: data?.data ?? [],
    status: listStatus(list, filtered),
    filtered,
    filters,
    setFilters: (next: F) => {
      setFilterState(next);
      setPage(1);
    },
    pager: { meta: data?.meta, onChange: setPage },
  };
}
