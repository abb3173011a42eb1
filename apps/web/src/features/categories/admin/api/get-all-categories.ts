import { useQuery } from '@tanstack/react-query';
import type { AdminCategorie } from '@/features/categories/admin/admin-category-types';
import { ALL_CATEGORIES_PATH } from '@/features/categories/admin/api/admin-categories-keys';
import { api } from '@/lib/api-client';

/** GET `categoriesWithoutPagination`: every category (the ad form's category select). */
export async function getAllCategories(signal?: AbortSignal): Promise<AdminCategorie[]> {
  const reply = await api('admin').get<{ data: AdminCategorie[] }>(ALL_CATEGORIES_PATH, { signal });
  return reply.data;
}

export function useAllCategories(enabled = true) {
  return useQuery({
    queryKey: ['admin', ALL_CATEGORIES_PATH],
    queryFn: ({ signal }) => getAllCategories(signal),
    enabled,
  });
}
