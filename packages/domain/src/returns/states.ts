/**
 * The states and reasons of a return (docs/product/orders-and-money.md, Returns and refunds; decision
 * 0046). The lists are the CHECK constraints of `retours` (db/schema, `oneOf`) and the reply's enums.
 */
export const ETATS_RETOUR = [
  'demande',
  'accepte',
  'refuse',
  'litige',
  'refus_confirme',
  'recu',
  'rembourse',
  'annule',
] as const;
export type EtatRetour = (typeof ETATS_RETOUR)[number];

export function isEtatRetour(value: unknown): value is EtatRetour {
  return typeof value === 'string' && (ETATS_RETOUR as readonly string[]).includes(value);
}

export const MOTIFS_RETOUR = ['defectueux', 'non_conforme', 'endommage', 'changement_avis', 'autre'] as const;
export type MotifRetour = (typeof MOTIFS_RETOUR)[number];

export function isMotifRetour(value: unknown): value is MotifRetour {
  return typeof value === 'string' && (MOTIFS_RETOUR as readonly string[]).includes(value);
}

/** The reasons for which the delivery fee is refunded when the whole order comes back: the seller's fault. */
export const MOTIFS_FRAIS_REMBOURSES: readonly MotifRetour[] = ['defectueux', 'non_conforme', 'endommage'];

export function refundsDeliveryFee(motif: MotifRetour): boolean {
  return MOTIFS_FRAIS_REMBOURSES.includes(motif);
}

/** States no move leaves. */
export const ETATS_RETOUR_FINAUX: readonly EtatRetour[] = ['refus_confirme', 'rembourse', 'annule'];

/** How long after a refusal the client may open a dispute. */
export const DELAI_LITIGE_JOURS = 7;

/**
 * Who wrote a step of a return's history (`retour_etats.actor_role`): the client, the store's partner,
 * the administrator (as arbitrator, or as seller of a platform order), or the system (a card refund
 * the payment provider confirmed).
 */
export const ROLES_HISTORIQUE_RETOUR = ['client', 'marchand', 'admin', 'system'] as const;
export type RoleHistoriqueRetour = (typeof ROLES_HISTORIQUE_RETOUR)[number];
