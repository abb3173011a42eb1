import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFounders } from '@/features/founders/api/founders-keys';
import { api } from '@/lib/api-client';

/** DELETE `fondateurDelete/{id}`. */
export function deleteFondateur(id: number) {
  return api('admin').delete<{ message: string }>(`v1/user/fondateurDelete/${id}`);
}

export function useDeleteFondateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFondateur,
    onSuccess: () => invalidateFounders(queryClient),
  });
}
