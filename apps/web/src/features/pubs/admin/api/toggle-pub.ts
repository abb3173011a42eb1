import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPub, tabOfType } from '@/features/pubs/admin/admin-pub-types';
import { invalidatePubs } from '@/features/pubs/admin/api/admin-pubs-keys';
import { api } from '@/lib/api-client';

/** POST `pubChangerEtat/{id}`: shows or hides the ad on the storefront. */
export function togglePub(id: number) {
  return api('admin').post<{ message: string; data: AdminPub }>(`v1/user/pubChangerEtat/${id}`);
}

export function useTogglePub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pub: AdminPub) => togglePub(pub.id),
    onSuccess: ({ data }) => invalidatePubs(queryClient, tabOfType(data.type)),
  });
}
