import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
