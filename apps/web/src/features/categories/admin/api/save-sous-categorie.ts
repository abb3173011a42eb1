import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSousCategorieWritten,
  SousCategoriePayload,
} from '@/features/categories/admin/admin-category-types';
import { invalidateCategories } from '@/features/categories/admin/api/admin-categories-keys';
import { api } from '@/lib/api-client';

/** POST `souscategorieAdd`, or `souscategorieEdit/{id}` (designation, optional url_image). */
export function saveSousCategorie(id: number | null, payload: SousCategoriePayload) {
  if (id === null) {
    return api('admin').post<AdminSousCategorieWritten>('v1/user/souscategorieAdd', payload);
  }
  const { categorie_id: _parent, ...edit } = payload;
  return api('admin').post<AdminSousCategorieWritten>(`v1/user/souscategorieEdit/${id}`, edit);
}

export function useSaveSousCategorie(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SousCategoriePayload) => saveSousCategorie(id, payload),
    onSuccess: () => invalidateCategories(queryClient),
  });
}
