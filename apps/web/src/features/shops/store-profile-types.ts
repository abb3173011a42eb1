import type { Genre } from '@/lib/sessions';

/**
 * A store as its back-office screens read it (partner `v1/marchand/profilShow`, admin
 * `v1/user/marchandShow/{slug}`): the owner's details and the store's. Only what the edit modal and
 * the profile cards need is required, so both replies fit.
 */
export interface StoreProfile {
  id: number;
  slug?: string;
  nom: string;
  prenom: string;
  email: string;
  telephone?: string | null;
  genre?: Genre | null;
  url_photo?: string | null;
  designation_magasin: string;
  adresse_magasin?: string | null;
  wilaya_magasin?: string | null;
  url_photo_magasin?: string | null;
  description?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  /** Legal identity (law 18-05), shown on the shop page and the invoices. */
  registre_commerce?: string | null;
  nif?: string | null;
  created_at?: string | null;
}

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
