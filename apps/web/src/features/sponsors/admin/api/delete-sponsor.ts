import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSponsors } from '@/features/sponsors/admin/api/admin-sponsors-keys';
import { api } from '@/lib/api-client';

/** DELETE `sponsorDelete/{id}`. */
export function deleteSponsor(id: number) {
  return api('admin').delete<{ message: string }>(`v1/user/sponsorDelete/${id}`);
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSponsor,
    onSuccess: () => invalidateSponsors(queryClient),
  });
}
