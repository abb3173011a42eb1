import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFounders } from '@/features/founders/api/founders-keys';
import type { AdminFondateur, FondateurPayload } from '@/features/founders/founder-types';
import { api } from '@/lib/api-client';

/** POST `fondateurAdd`, or `fondateurEdit/{id}` when `id` is given. */
export function saveFondateur(id: number | null, payload: FondateurPayload) {
  return api('admin').post<{ message: string; data: AdminFondateur }>(
    id === null ? 'v1/user/fondateurAdd' : `v1/user/fondateurEdit/${id}`,
    payload,
  );
}

export function useSaveFondateur(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: FondateurPayload) => saveFondateur(id, payload),
    onSuccess: () => invalidateFounders(queryClient),
  });
}
