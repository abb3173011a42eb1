import type { adminProfileEditSchema } from '@souk/domain/auth-schemas';
import type { adminProfileEditedReply } from '@souk/domain/replies/profile';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountsKeys } from '@/features/accounts/api/accounts-keys';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/sessions';

/** `v1/user/profilEdit`: the new passwords only when one was typed. */
/** `v1/user/profilEdit`: the new passwords only when one was typed, with the current one. */
export type UserProfileEditPayload = z.input<typeof adminProfileEditSchema>;

export type UserProfileEditReply = z.infer<typeof adminProfileEditedReply>;

/** The administrator's own name, and a new password with the current one. */
export function userProfileEdit(payload: UserProfileEditPayload): Promise<UserProfileEditReply> {
  return api('admin').post<UserProfileEditReply>('v1/user/profilEdit', payload);
}

export function userProfileEditMutationOptions() {
  return mutationOptions({
    mutationKey: accountsKeys.mutation('user', 'profilEdit'),
    mutationFn: userProfileEdit,
    onSuccess: ({ data }: UserProfileEditReply) => {
      // The top bar shows the stored administrator's name: keep the session in step with the server.
      const session = getSession('admin');
      if (session) setSession('admin', { ...session, user: { ...session.user, ...data } });
    },
  });
}

export function useUserProfileEdit() {
  return useMutation(userProfileEditMutationOptions());
}
