import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ArticleFilters,
  type FilterKey,
  filtersFromSearchParams,
  withFilters,
} from '@/features/catalog/article-filters';

export type FilterChanges = Partial<Record<FilterKey, string | number | null | undefined>>;

/**
 * The product filters kept in the page URL (reload- and share-proof); other params are kept.
 *
 * A change builds on the last URL asked for, not on the last one rendered: the router renders a new
 * URL in a transition, later, and React Router's `setSearchParams(fn)` hands `fn` the params of the
 * last render. Two filters picked in quick succession (a slow phone) therefore kept only the second.
 */
export function useUrlFilters(): [ArticleFilters, (changes: FilterChanges) => void, URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the params.
  const filters = useMemo(() => filtersFromSearchParams(params), [key]);
  // The URLs asked for and not rendered yet, oldest first, and the last one rendered. A URL that was
  // not asked for here (back button, a link) drops what was queued.
  const queued = useRef<string[]>([]);
  const rendered = useRef(key);
  if (rendered.current !== key) {
    rendered.current = key;
    const at = queued.current.indexOf(key);
    queued.current = at === -1 ? [] : queued.current.slice(at + 1);
  }
  const update = useCallback(
    (changes: FilterChanges) => {
      const next = withFilters(new URLSearchParams(queued.current.at(-1) ?? rendered.current), changes);
      queued.current.push(next.toString());
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [filters, update, params];
}
