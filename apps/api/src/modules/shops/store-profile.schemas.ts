import { AUTH_MESSAGES, marchandAccountSchema } from '@souk/domain/auth-schemas';
import { z } from '@souk/domain/validation';

/** The store profile's messages and replies; its payload is `storeProfileEditSchema` (@souk/domain/store-profile-schemas). */

export const STORE_PROFILE_MESSAGES = {
  updated: 'Modification avec success',
  emailTaken: AUTH_MESSAGES.emailTaken,
  shopNotFound: 'Magasin introuvable.',
} as const;

export const storeProfileReply = z.object({ data: marchandAccountSchema });
export const storeProfileEditedReply = z.object({ message: z.string(), data: marchandAccountSchema });
