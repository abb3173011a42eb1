import type { clientAccountSchema } from '@souk/domain/auth-schemas';
import type { profileEditSchema } from '@souk/domain/client-schemas';
import type { z } from 'zod';

/** The client as `v1/client/profilShow` returns it. */
export type ClientProfile = z.infer<typeof clientAccountSchema>;

/** What the Profile page shows: the server's profile, or the session's stored copy (the same shape) until it arrives. */
export type ShownProfile = ClientProfile;

/** `v1/client/profilEdit`: `url_photo` only when a new photo was picked, passwords only when typed. */
export type ProfileEditPayload = z.input<typeof profileEditSchema>;
