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
