import type { marchandAccountSchema } from '@souk/domain/auth-schemas';
import type { z } from 'zod';
import type { Genre } from '@/lib/sessions';

/**
 * A store as its back-office screens read it (partner `v1/marchand/profilShow`, admin
 * `v1/user/marchandShow/{slug}`, which adds its state and figures): the owner's details and the store's.
 */
export type StoreProfile = z.infer<typeof marchandAccountSchema>;

/**
 * `v1/marchand/profilEdit` and `v1/user/marchandEdit/{id}`: photos only when a new one was picked,
 * the password pair only when a password was typed.
 */
export interface StoreProfilePayload {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  genre: Genre | '';
  designation_magasin: string;
  adresse_magasin: string;
  wilaya_magasin: string;
  description: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  /** Empty = removed. */
  registre_commerce: string;
  nif: string;
  url_photo?: string;
  url_photo_magasin?: string;
  password?: string;
  password_confirmation?: string;
  /** The partner's own edit: sent with a new password, which needs it (not asked of an administrator). */
  current_password?: string;
}

export type StoreEditorKind = 'admin' | 'partner';
