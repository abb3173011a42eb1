import { toDzd } from '@souk/domain/money';
import type { ShopAdminDetailReply, ShopAdminReply } from '@souk/domain/replies/shops';
import { serializeMarchand } from '../accounts/account.serializers';
import type { ShopWithCounts, ShopWithFigures } from './shops-admin.repository';

export function toShopAdminReply(row: ShopWithCounts): ShopAdminReply {
  return {
    ...serializeMarchand(row),
    valide: row.valide,
    nbr_articles: row.nbrArticles,
    nbr_commandes: row.nbrCommandes,
  };
}

export function toShopAdminDetail(row: ShopWithFigures): ShopAdminDetailReply {
  return { ...toShopAdminReply(row), revenus: toDzd(row.revenus) };
}
