import type { storeProfileEditedReply } from '@souk/domain/replies/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { storeProfileKeys } from '@/features/shops/api/store-profile-keys';
import type { StoreEditorKind, StoreProfilePayload } from '@/features/shops/store-profile-types';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/sessions';

export type StoreProfileEditReply = z.infer<typeof storeProfileEditedReply>;

/** The partner edits its own store; an administrator edits any store by id. */
export function editStoreProfile(
  kind: StoreEditorKind,
  id: number,
  payload: StoreProfilePayload,
): Promise<StoreProfileEditReply> {
  return kind === 'partner'
    ? api('partner').post<StoreProfileEditReply>('v1/marchand/profilEdit', payload)
    : api('admin').post<StoreProfileEditReply>(`v1/user/marchandEdit/${id}`, payload);
}

export function useEditStoreProfile(kind: StoreEditorKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: StoreProfilePayload) => editStoreProfile(kind, id, payload),
    onSuccess: ({ data }) => {
      if (kind !== 'partner') return;
      queryClient.setQueryData(storeProfileKeys.partnerProfile(), data);
      // The top bar shows the stored partner's name and photo: keep the session in step.
      const session = getSession('partner');
      if (session) setSession('partner', { ...session, marchand: { ...session.marchand, ...data } });
    },
  });
}
