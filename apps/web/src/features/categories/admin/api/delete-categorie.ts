import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCategories } from '@/features/categories/admin/api/admin-categories-keys';
import { api } from '@/lib/api-client';

/** DELETE `categorieDelete/{id}` or `souscategorieDelete/{id}` (refused while articles are filed). */
export function deleteCategorie(level: 'categorie' | 'souscategorie', id: number) {
  return api('admin').delete<{ message: string }>(`v1/user/${level}Delete/${id}`);
}

export function useDeleteCategorie(level: 'categorie' | 'souscategorie') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCategorie(level, id),
    onSuccess: () => invalidateCategories(queryClient),
  });
}
