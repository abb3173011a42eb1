import { AUTH_MESSAGES } from '@souk/domain/auth-schemas';

/** The store profile's messages; its payload is `storeProfileEditSchema` (@souk/domain/store-profile-schemas). */

export const STORE_PROFILE_MESSAGES = {
  updated: 'Modification avec success',
  emailTaken: AUTH_MESSAGES.emailTaken,
  shopNotFound: 'Magasin introuvable.',
} as const;
