import type { OrderTab } from '@souk/domain/checkout-schemas';
import type { ModeLivraison } from '@souk/domain/delivery';
import type { Etat } from '@souk/domain/order-states';
import type { Paginated } from '@souk/domain/pagination';
import type { TypePaiement } from '@souk/domain/payments';
import type { Shop } from '@/features/shops/shop-types';

/** One line of an order: the snapshot taken when it was placed (prices in DZD). */
export interface OrderLine {
  id?: number;
  stock_article_id: number | null;
  quantite: number;
  /** Unit price before the promotion. */
  prix: number;
  pourcentage: number;
  prix_promotion?: number;
  promotion: { id: number | null; pourcentage: number } | null;
  article: {
    id: number | null;
    slug: string | null;
    designation: string;
    url_image: string | null;
    marchand?: Shop | null;
  };
  stock_article: {
    id: number | null;
    prix: number;
    quantite: number;
    sous_options: { id: number; designation: string; option?: string }[];
  };
}

/** A client's order as `v1/client/commandes` returns it. */
export interface Order {
  id: number;
  ref: string;
  created_at: string | null;
  total: number;
  remise_promotion: number;
  remise_coupon: number;
  /** DZD, included in `montant_a_payer` (0: free delivery). Absent in replies older than the fees. */
  frais_livraison?: number;
  mode_livraison?: ModeLivraison;
  /** Destination 'NN - Name'; null on orders placed before delivery fees existed. */
  wilaya_livraison?: string | null;
  montant_a_payer: number;
  etat: Etat;
  type_paiement: TypePaiement;
  paye?: boolean;
  adresse: string;
  latitude: number;
  longitude: number;
  /** null: sold by Souk itself. */
  marchand: Shop | null;
  coupon: { code: string; modelCoupon: { designation: string; remise: number } } | null;
  stock_articles: OrderLine[];
  etats: { etat: Etat; created_at: string }[];
}

export type OrderPage = Paginated<Order>;

/** The Profile's order tabs: every order, or one of the server's filters. */
export type OrdersTab = 'all' | OrderTab;

/** What the Profile opens after a checkout: the card payment of each order placed (router state). */
export interface PayAfterCheckout {
  payOrders: Order[];
}
