import type { RetourReply } from './replies/returns';

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
 * The kinds of event the back-office live feed (`commandesFlux`) carries, in one place for the API
 * that writes them and the layouts that read them: a new order (`LiveOrder`), and a change of a
 * return of the store — a new request first of all (`LiveRetour`, docs/product/orders-and-money.md,
 * Returns and refunds: "pushed to the seller's live feed like new orders").
 */
export const LIVE_FEED_EVENTS = { commande: 'commande', retour: 'retour' } as const;

/** A return's event on the live feed: the return as its seller sees it (`retourReply`). */
export type LiveRetour = RetourReply;
