import type { StoreProfile } from '@/features/shops/store-profile-types';

/** A store as the administrator's list shows it (`v1/user/marchands`): every state, with its counts. */
export interface AdminShop extends StoreProfile {
  slug: string;
  created_at: string;
  /** false = blocked: hidden from the storefront, its partner cannot log in. */
  valide: boolean;
  /** Articles in every state. */
  nbr_articles: number;
  /** Orders in every state. */
  nbr_commandes: number;
}

/** `v1/user/marchandShow/{slug}`: the store and its revenue (DZD of paid orders). */
export interface AdminShopDetail extends AdminShop {
  revenus: number;
}
