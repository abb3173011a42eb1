import type { clientAccountSchema } from '@souk/domain/auth-schemas';
import type { z } from 'zod';
import type { Client } from '@/lib/sessions';

/** The client as `v1/client/profilShow` returns it. */
export type ClientProfile = z.infer<typeof clientAccountSchema>;

/** What the Profile page shows: the server's profile, or the session's stored copy until it arrives. */
export type ShownProfile = ClientProfile | Client;

/** `v1/client/profilEdit`: `url_photo` only when a new photo was picked, passwords only when typed. */
export interface ProfileEditPayload {
  nom: string;
  prenom: string;
  genre: string;
  telephone: string;
  adresse: string;
  wilaya: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  url_photo?: string;
  password?: string;
  password_confirmation?: string;
  /** Sent with a new password, which needs it. */
  current_password?: string;
}
