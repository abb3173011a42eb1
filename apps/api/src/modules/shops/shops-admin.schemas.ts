import { marchandAccountSchema } from '@souk/domain/auth-schemas';
import { toDzd } from '@souk/domain/money';
import { paginatedSchema } from '@souk/domain/pagination';
import { z } from '@souk/domain/validation';
import { serializeMarchand } from '../accounts/account.serializers';
import type { ShopWithCounts, ShopWithFigures } from './shops-admin.repository';

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

export const shopAdminPage = paginatedSchema(shopAdminReply);

export function toShopAdminReply(row: ShopWithCounts): ShopAdminReply {
  return {
    ...serializeMarchand(row),
    valide: row.valide,
    nbr_articles: row.nbrArticles,
    nbr_commandes: row.nbrCommandes,
  };
}

export function toShopAdminDetail(row: ShopWithFigures): z.infer<typeof shopAdminDetailReply> {
  return { ...toShopAdminReply(row), revenus: toDzd(row.revenus) };
}
