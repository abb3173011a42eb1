import type { Synonym, SynonymInput } from '@souk/domain/search-synonyms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_SYNONYMS_PATH = 'v1/user/synonymes';

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_SYNONYMS_PATH] });

/** `synonymeAdd` / `synonymeEdit/{id}`: the group's expressions (decision 0035). */
export function useSaveSynonym(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SynonymInput) =>
      api('admin').post<{ message: string; data: Synonym }>(
        id === null ? 'v1/user/synonymeAdd' : `v1/user/synonymeEdit/${id}`,
        payload,
      ),
    onSuccess: () => invalidate(queryClient),
  });
}

/** DELETE `synonymeDelete/{id}`. */
export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('admin').delete<{ message: string }>(`v1/user/synonymeDelete/${id}`),
    onSuccess: () => invalidate(queryClient),
  });
}
