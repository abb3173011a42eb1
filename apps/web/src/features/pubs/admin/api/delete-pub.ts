import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPub, tabOfType } from '@/features/pubs/admin/admin-pub-types';
import { invalidatePubs } from '@/features/pubs/admin/api/admin-pubs-keys';
import { api } from '@/lib/api-client';

/** DELETE `pubDelete/{id}`. */
export function deletePub(id: number) {
  return api('admin').delete<{ message: string }>(`v1/user/pubDelete/${id}`);
}

export function useDeletePub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pub: AdminPub) => deletePub(pub.id),
    onSuccess: (_reply, pub) => invalidatePubs(queryClient, tabOfType(pub.type)),
  });
}
