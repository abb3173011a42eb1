import type { ModeLivraison } from '@souk/domain/delivery';

/** Delivery fees as the API sends them (DZD; wilayas as codes with their 'NN - Name' label). */

export interface DeliveryConfig {
  /** Seller orders whose articles (after promotions and coupon) reach it ship free; null = never. */
  livraison_gratuite_seuil: number | null;
  livraison_wilaya_origine: number | null;
  livraison_wilaya_origine_label: string | null;
}

export interface FeeGridStore {
  id: number;
  slug: string;
  designation_magasin: string;
  wilaya_magasin: string | null;
}

export interface FeeGridLine {
  wilaya_code: number;
  wilaya: string;
  /** This grid's fees; null = not set (a store then pays the platform's). */
  domicile: number | null;
  stop_desk: number | null;
  /** The platform's fees for this wilaya. */
  plateforme: { domicile: number; stop_desk: number } | null;
}

/** `v1/user/fraisLivraison`: one grid (the platform's, or a store's own rows). */
export interface FeeGrid {
  config: DeliveryConfig;
  marchand: FeeGridStore | null;
  lignes: FeeGridLine[];
  marchands: (FeeGridStore & { nbr_tarifs: number })[];
}

export interface FeeGridPayload {
  marchand_id?: number;
  lignes: { wilaya_code: number; domicile: string | number; stop_desk: string | number }[];
}

export interface DeliveryConfigPayload {
  livraison_gratuite_seuil: string | number;
  livraison_wilaya_origine: number | string;
}

/** `v1/client/fraisLivraison`: each cart seller's fees towards one wilaya. */
export interface DeliveryQuote {
  wilaya_code: number;
  wilaya: string;
  livraison_gratuite_seuil: number | null;
  vendeurs: {
    /** null = the platform's own articles. */
    marchand_id: number | null;
    designation_magasin: string | null;
    origine: string | null;
    /** null: the grid has no fee for this destination. */
    domicile: number | null;
    stop_desk: number | null;
  }[];
}

/** The client's delivery choice in the cart and the order modal. */
export interface DeliveryChoice {
  /** Destination wilaya code; null = the profile's (the quote says which). */
  wilaya: number | null;
  mode: ModeLivraison;
}
