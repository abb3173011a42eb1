import { marchandAccountSchema } from '../auth-schemas';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** A store as the storefront shows it: contact details, never the owner's private fields. */
export const shopReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation_magasin: z.string(),
  url_photo_magasin: z.string().nullable(),
  email: z.string(),
  telephone: z.string().nullable(),
  adresse_magasin: z.string().nullable(),
  wilaya_magasin: z.string().nullable(),
  description: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** Legal identity (law 18-05): commercial register number and tax id, when the store gave them. */
  registre_commerce: z.string().nullable(),
  nif: z.string().nullable(),
  created_at: z.string(),
});
export type ShopReply = z.infer<typeof shopReply>;

/**
 * A store as the administrator sees it: owner and store details, state and figures
 * (docs/product/admin.md, Stores).
 */
export const shopAdminReply = marchandAccountSchema.extend({
  /** false = blocked: hidden from the storefront, its partner cannot log in. */
  valide: z.boolean(),
  /** Articles in every state. */
  nbr_articles: z.number(),
  /** Orders in every state. */
  nbr_commandes: z.number(),
});
export type ShopAdminReply = z.infer<typeof shopAdminReply>;

export const shopAdminDetailReply = shopAdminReply.extend({
  /** DZD of the store's paid orders (the shared paid rule). */
  revenus: z.number(),
});
export type ShopAdminDetailReply = z.infer<typeof shopAdminDetailReply>;

export const shopAdminPage = paginatedSchema(shopAdminReply);

/**
 * `v1/marchand/profilShow` / `profilEdit` (the partner's own store) and `v1/user/marchandEdit/{id}`:
 * the store's account.
 */
export const storeProfileReply = z.object({ data: marchandAccountSchema });
export const storeProfileEditedReply = z.object({ message: z.string(), data: marchandAccountSchema });
