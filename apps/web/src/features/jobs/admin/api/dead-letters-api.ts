import type { DeadLetterReply } from '@souk/domain/replies/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `v1/user/tachesEchouees`: the jobs that failed their last retry (decision 0049). */
export const ADMIN_DEAD_LETTERS_PATH = 'v1/user/tachesEchouees';

export type DeadLetter = DeadLetterReply;

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_DEAD_LETTERS_PATH] });

/** `tacheRelancer/{id}`: the job is sent again (what it already did is not repeated). */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('admin').post<{ message: string }>(`v1/user/tacheRelancer/${id}`, {}),
    onSuccess: () => invalidate(queryClient),
  });
}

/** DELETE `tacheDelete/{id}`: the job is given up. */
export function useDeleteDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('admin').delete<{ message: string }>(`v1/user/tacheDelete/${id}`),
    onSuccess: () => invalidate(queryClient),
  });
}
