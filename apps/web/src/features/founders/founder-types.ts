import type { Fondateur } from '@/features/about/about-types';

/** A founder as the administrator's calls answer it (docs/product/admin.md, Founders): the public shape. */
export type AdminFondateur = Fondateur;

/** `fondateurAdd` / `fondateurEdit/{id}`: url_photo only when a new photo was chosen. */
export interface FondateurPayload {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  url_photo?: string;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
