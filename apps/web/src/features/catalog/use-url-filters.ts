import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ArticleFilters,
  type FilterKey,
  filtersFromSearchParams,
  withFilters,
} from '@/features/catalog/article-filters';

export type FilterChanges = Partial<Record<FilterKey, string | number | null | undefined>>;

/** The product filters kept in the page URL (reload- and share-proof); other params are kept. */
export function useUrlFilters(): [ArticleFilters, (changes: FilterChanges) => void, URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the params.
  const filters = useMemo(() => filtersFromSearchParams(params), [key]);
  const update = useCallback(
    (changes: FilterChanges) =>
      setParams((current) => withFilters(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [filters, update, params];
}
