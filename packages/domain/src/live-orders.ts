import type { EtatRetour, MotifRetour } from './returns/states';

/**
 * One new order as the back-office live feed (`v1/marchand/commandesFlux`, `v1/user/commandesFlux`)
 * sends it, event 'commande': the API writes it, the admin and partner layouts read it. Money in DZD.
 */
export interface LiveOrder {
  id: number;
  ref: string;
  /** null: a platform order. */
  marchand_id: number | null;
  magasin: string;
  client: string;
  montant: number;
  etat: string;
  type_paiement: string;
  created_at: string;
}

/**
 * A return's change as the same live feed sends it, event 'retour' (docs/product/orders-and-money.md,
 * Returns and refunds): a new request at least, so the seller's back-office can tell of it like a
 * new order. `etat` is the state the return reached; money in DZD.
 */
export interface LiveRetour {
  id: number;
  commande_id: number;
  commande_ref: string;
  /** null: a platform order (the administrator's feed only). */
  marchand_id: number | null;
  client: string;
  etat: EtatRetour;
  motif: MotifRetour;
  created_at: string;
}

/**
 * The kinds of event the back-office live feed (`commandesFlux`) carries, in one place for the API
 * that writes them and the layouts that read them: a new order (`LiveOrder`) and a return's change
 * (`LiveRetour`).
 */
export const LIVE_FEED_EVENTS = { commande: 'commande', retour: 'retour' } as const;
