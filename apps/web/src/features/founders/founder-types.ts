import type { fondateurEditBody } from '@souk/domain/content-schemas';
import type { z } from 'zod';
import type { Fondateur } from '@/features/about/about-types';

/** A founder as the administrator's calls answer it (docs/product/admin.md, Founders): the public shape. */
export type AdminFondateur = Fondateur;

/** `fondateurAdd` / `fondateurEdit/{id}`: url_photo only when a new photo was chosen. */
/** `fondateurAdd` / `fondateurEdit/{id}`: url_photo only when a new photo was chosen. */
export type FondateurPayload = z.input<typeof fondateurEditBody>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
