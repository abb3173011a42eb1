import type { pubAddBody } from '@souk/domain/content-schemas';
import type { adminPubReply } from '@souk/domain/replies/content';
import type { z } from 'zod';
import type { PubType } from '@/features/pubs/pub-types';

/** An ad as the administrator's lists answer it; only active ads (`valide`) reach the storefront. */
export type AdminPub = z.infer<typeof adminPubReply>;

/** The three tabs of 'Publicites' (docs/product/admin.md, Ads), each with its own paged list. */
export const PUB_TABS = ['accueil', 'categorie', 'shop'] as const;
export type PubTab = (typeof PUB_TABS)[number];

export const PUB_TAB_TYPES: Readonly<Record<PubTab, readonly PubType[]>> = {
  accueil: ['banner1', 'banner2', 'pub_accueil'],
  categorie: ['categorie'],
  shop: ['shop'],
};

export function tabOfType(type: PubType): PubTab {
  return type === 'categorie' ? 'categorie' : type === 'shop' ? 'shop' : 'accueil';
}

/** Recommended picture sizes, in pixels (docs/product/admin.md, Ads). */
export const RECOMMENDED_SIZES: Readonly<Record<PubType, { width: number; height: number }>> = {
  banner1: { width: 825, height: 550 },
  banner2: { width: 250, height: 240 },
  pub_accueil: { width: 540, height: 300 },
  categorie: { width: 385, height: 535 },
  shop: { width: 385, height: 535 },
};

export const PUB_TYPE_LABELS = {
  banner1: 'adminContent.pubs.types.banner1',
  banner2: 'adminContent.pubs.types.banner2',
  pub_accueil: 'adminContent.pubs.types.pub_accueil',
  categorie: 'adminContent.pubs.types.categorie',
  shop: 'adminContent.pubs.types.shop',
} as const satisfies Record<PubType, string>;

/** `pubAdd`: model_id only for a categorie ad. */
export type PubPayload = z.input<typeof pubAddBody>;
