import type { ClientDeliveryRecord, MotifEchec, ResultatAppel } from '@souk/domain/cod-confirmation';
import type { Etat } from '@souk/domain/order-states';
import type { TypePaiement } from '@souk/domain/payments';
import type { Order } from '@/features/orders/order-types';

/** The back-offices' audiences: the administrator (`v1/user/…`) or one partner (`v1/marchand/…`). */
export type BackofficeKind = 'admin' | 'partner';

/** The ordering client as the back-offices see it (name and contact details). */
export interface BackofficeOrderClient {
  id: number;
  slug: string;
  nom: string;
  prenom: string;
  telephone: string | null;
  email: string;
  url_photo: string | null;
}

/** The store that sells the order; null for the platform's own orders. */
export interface BackofficeOrderMarchand {
  id: number;
  designation_magasin: string;
  slug: string;
}

/** One row of the back-office order lists (`commandes`, `commandesMarchands`, `commandeslatest`…). */
export interface BackofficeOrder {
  id: number;
  ref: string;
  created_at: string;
  /** DZD, before promotions. */
  total: number;
  remise_promotion: number;
  remise_coupon: number;
  /** DZD, what the client pays. */
  montant_a_payer: number;
  etat: Etat;
  type_paiement: TypePaiement;
  /** The shared paid rule, computed by the server. */
  paye: boolean;
  adresse: string;
  client: BackofficeOrderClient | null;
  marchand: BackofficeOrderMarchand | null;
  /** Number of order lines (the state menu needs at least one). */
  nbr_lignes: number;
  /** Cash on delivery: when the client confirmed on the phone (null: not confirmed). */
  confirmee_at?: string | null;
  /** Phone-confirmation attempts recorded. */
  nbr_appels?: number;
  /** The client's refused or missed parcels across the platform. */
  echecs_livraison_client?: number;
}

/** One phone call made to confirm a cash-on-delivery order. */
export interface OrderCall {
  id: number;
  resultat: ResultatAppel;
  note: string | null;
  created_at: string;
  auteur: { role: 'marchand' | 'user'; nom: string };
}

/**
 * One order as `commandeShow/{reference}` returns it: the client's view plus the client, the phone
 * confirmation, the failed delivery and the client's delivery record (the seller's view).
 */
export interface BackofficeOrderDetail extends Order {
  /** PNG data URL of the order's QR code (its delivery token), printed on the parcel; never sent to the client. */
  codeQR: string;
  client: BackofficeOrderClient | null;
  confirmee_at?: string | null;
  nbr_appels?: number;
  appels?: OrderCall[];
  echec_livraison?: { motif: MotifEchec; note: string | null; created_at: string } | null;
  historique_client?: ClientDeliveryRecord;
  etats: { etat: Etat; created_at: string; note?: string | null }[];
}
