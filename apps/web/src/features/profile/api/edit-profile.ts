import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import type { ClientProfile, ProfileEditPayload } from '@/features/profile/profile-types';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/sessions';

export interface ProfileEditReply {
  message: string;
  data: ClientProfile;
}

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
