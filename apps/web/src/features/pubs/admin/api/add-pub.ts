import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPub, type PubPayload, tabOfType } from '@/features/pubs/admin/admin-pub-types';
import { invalidatePubs } from '@/features/pubs/admin/api/admin-pubs-keys';
import { api } from '@/lib/api-client';

/** POST `pubAdd` {type, url_image, model_id}. */
export function addPub(payload: PubPayload) {
  return api('admin').post<{ message: string; data: AdminPub }>('v1/user/pubAdd', payload);
}

export function useAddPub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPub,
    onSuccess: ({ data }) => invalidatePubs(queryClient, tabOfType(data.type)),
  });
}
