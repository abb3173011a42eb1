import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategorieWritten,
  CategoriePayload,
} from '@/features/categories/admin/admin-category-types';
import { invalidateCategories } from '@/features/categories/admin/api/admin-categories-keys';
import { api } from '@/lib/api-client';

/** POST `categorieAdd`, or `categorieEdit/{id}` when `id` is given. */
export function saveCategorie(id: number | null, payload: CategoriePayload) {
  return id === null
    ? api('admin').post<AdminCategorieWritten>('v1/user/categorieAdd', payload)
    : api('admin').post<AdminCategorieWritten>(`v1/user/categorieEdit/${id}`, { id, ...payload });
}

export function useSaveCategorie(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CategoriePayload) => saveCategorie(id, payload),
    onSuccess: () => invalidateCategories(queryClient),
  });
}
