/**
 * The order states and their French labels, without zod: the error codes' table (error-codes.ts), which
 * the web's bundled French catalogue imports, writes a state parameter with them.
 */
export const ETATS = [
  'en_attente_de_validation',
  'en_attente_de_paiement',
  'en_attente_de_livraison',
  'en_cours_de_livraison',
  'livree',
  'annulee',
] as const;

export type Etat = (typeof ETATS)[number];

export const ETAT_LABELS: Record<Etat, string> = {
  en_attente_de_validation: 'En attente de validation',
  en_attente_de_paiement: 'En attente de paiement',
  en_attente_de_livraison: 'En attente de livraison',
  en_cours_de_livraison: 'En cours de livraison',
  livree: 'Livrée',
  annulee: 'Annulée',
};
