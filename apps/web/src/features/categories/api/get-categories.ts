import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoriesKeys } from '@/features/categories/api/categories-keys';
import type { Categorie } from '@/features/categories/category-types';
import { api } from '@/lib/api-client';

export async function getCategories(signal?: AbortSignal): Promise<Categorie[]> {
  const reply = await api(null).get<{ data: Categorie[] }>('v1/categories', { signal });
  return reply.data;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}

/**
 * Asks for the categories once the page runs, for a menu that shows them only when opened (the
 * header's): not in a server draw, so a drawn page that shows no category does not carry the list
 * (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
 */
export function usePrefetchCategories() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(categoriesQueryOptions());
  }, [queryClient]);
}
