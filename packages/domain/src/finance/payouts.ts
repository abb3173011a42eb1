/**
 * Payouts (`versements`): a partner asks (`demandee`), the administrator pays
 * (`payee`, with the transfer's reference) or rejects (`refusee`, the amount goes back to the ledger).
 */
export const ETATS_VERSEMENT = ['demandee', 'payee', 'refusee'] as const;

export type EtatVersement = (typeof ETATS_VERSEMENT)[number];

/** Where a payout is sent: an Algérie Poste account (`ccp`, number and key) or a bank account (`rib`). */
export const TYPES_COMPTE_VERSEMENT = ['ccp', 'rib'] as const;

export type TypeCompteVersement = (typeof TYPES_COMPTE_VERSEMENT)[number];
