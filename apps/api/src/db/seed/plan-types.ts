import type { DeliveryCharge, OrderSummary } from '@souk/domain/pricing';
import type { CategorySpec, StoreKey } from './catalog-types';
import type { StoreSpec } from './people-data';

/**
 * The demo is planned in memory first (pure, seeded), then written. Every planned row carries an
 * `id` that stays 0 until its insert returns the real one, so later rows can point at it.
 */

export type Etat =
  | 'en_attente_de_validation'
  | 'en_attente_de_paiement'
  | 'en_attente_de_livraison'
  | 'en_cours_de_livraison'
  | 'livree'
  | 'annulee';
export type TypePaiement = 'devise' | 'cib' | 'livraison';

export interface PClient {
  id: number;
  email: string;
  slug: string;
  nom: string;
  prenom: string;
  genre: 'home' | 'femme';
  telephone: string;
  adresse: string;
  wilayaCode: string;
  valide: boolean;
  urlPhoto: string | null;
  createdAt: Date;
  isDemo: boolean;
}

export interface PStore {
  id: number;
  key: StoreKey;
  spec: StoreSpec;
  slug: string;
  urlPhoto: string;
  urlPhotoMagasin: string;
  createdAt: Date;
}

export interface PSousCategorie {
  id: number;
  slug: string;
  designation: string;
  urlImage: string;
}

export interface PCategory {
  id: number;
  slug: string;
  designation: string;
  urlImage: string;
  position: number;
  spec: CategorySpec;
  sous: PSousCategorie[];
}

export interface PSousOption {
  id: number;
  designation: string;
  urlImage: string | null;
  position: number;
}

export interface POption {
  id: number;
  designation: string;
  position: number;
  values: PSousOption[];
}

export interface PVariant {
  id: number;
  /** One sub-option per option, in the options' order. */
  picks: PSousOption[];
  /** Centimes. */
  prix: number;
  quantite: number;
}

export interface PArticle {
  id: number;
  slug: string;
  designation: string;
  description: string;
  marque: string | null;
  urlImage: string;
  urlImageMarque: string | null;
  category: PCategory;
  sous: PSousCategorie;
  store: PStore | null;
  valide: -1 | 0 | 1;
  nbrLike: number;
  createdAt: Date;
  options: POption[];
  variants: PVariant[];
  gallery: string[];
}

export interface PPromotion {
  id: number;
  designation: string;
  dateDebut: string;
  dateFin: string;
  pourcentage: number;
  valide: boolean;
  store: PStore | null;
  articles: PArticle[];
  createdAt: Date;
}

export interface PLine {
  article: PArticle;
  variant: PVariant;
  quantite: number;
  prix: number;
  pourcentage: number;
  promotion: PPromotion | null;
}

/** 'seller' is the partner for a store's order and the admin for a platform order. */
export type Actor = 'client' | 'seller' | 'system';

export interface PStep {
  etat: Etat;
  at: Date;
  actor: Actor;
  note: string | null;
}

export interface POrder {
  id: number;
  ref: string;
  checkoutId: string;
  qrToken: string;
  client: PClient;
  store: PStore | null;
  typePaiement: TypePaiement;
  adresse: string;
  latitude: number;
  longitude: number;
  lines: PLine[];
  steps: PStep[];
  etat: Etat;
  paidAt: Date | null;
  summary: OrderSummary;
  /** Delivery as the checkout priced it: mode, destination code, and the grid's charge (centimes). */
  livraison: { mode: 'domicile' | 'stop_desk'; wilaya: number; charge: DeliveryCharge };
  coupon: PCoupon | null;
  createdAt: Date;
}

export interface PCouponModel {
  id: number;
  designation: string;
  duree: number;
  /** Centimes. */
  montant: number;
  remise: number;
  valide: boolean;
  createdAt: Date;
}

export interface PCoupon {
  id: number;
  code: string;
  client: PClient;
  model: PCouponModel;
  source: POrder;
  issuedAt: Date;
  expiresAt: Date;
  usedBy: POrder | null;
}
