import type { compteCreatedReply } from '@souk/domain/replies/partner-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PENDING_REQUESTS_PATH,
  PROCESSED_REQUESTS_PATH,
} from '@/features/partner-requests/admin/api/partner-requests-admin-paths';
import type { CreateComptePayload } from '@/features/partner-requests/admin/partner-request-types';
import { api } from '@/lib/api-client';

export type CreateCompteReply = z.infer<typeof compteCreatedReply>;

/** POST v1/user/createCompte: 201, or 422 with a message under each field. */
export function createCompte(payload: CreateComptePayload): Promise<CreateCompteReply> {
  return api('admin').post<CreateCompteReply>('v1/user/createCompte', payload);
}

/** Reloads both tabs and the stores list: the request moved and a store was born. */
export function useCreateCompte() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompte,
    onSuccess: () =>
      Promise.all(
        [PENDING_REQUESTS_PATH, PROCESSED_REQUESTS_PATH, 'v1/user/marchands'].map((path) =>
          queryClient.invalidateQueries({ queryKey: ['admin', path] }),
        ),
      ),
  });
}
