import type { clientProfileEditedReply } from '@souk/domain/replies/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileKeys } from '@/features/profile/api/profile-keys';
import type { ProfileEditPayload } from '@/features/profile/profile-types';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/sessions';

export type ProfileEditReply = z.infer<typeof clientProfileEditedReply>;

export function editProfile(payload: ProfileEditPayload): Promise<ProfileEditReply> {
  return api('client').post<ProfileEditReply>('v1/client/profilEdit', payload);
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profileKeys.show(), data);
      // The header shows the stored client's name: keep the session in step with the server.
      const session = getSession('client');
      if (session) setSession('client', { ...session, client: { ...session.client, ...data } });
    },
  });
}
