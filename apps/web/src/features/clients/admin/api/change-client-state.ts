import type { clientStateReply } from '@souk/domain/replies/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CLIENT_SHOW_PATH, CLIENTS_PATH } from '@/features/clients/admin/api/clients-admin-paths';
import { api } from '@/lib/api-client';

export type ClientStateReply = z.infer<typeof clientStateReply>;

/** POST v1/user/clientChangerEtat/{id}: blocks an active client, unblocks a blocked one. */
export function changeClientState(id: number): Promise<ClientStateReply> {
  return api('admin').post<ClientStateReply>(`v1/user/clientChangerEtat/${id}`);
}

/** Reloads the clients list and any open profile once the state changed. */
export function useChangeClientState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClientState,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', CLIENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['admin', CLIENT_SHOW_PATH] }),
      ]),
  });
}
