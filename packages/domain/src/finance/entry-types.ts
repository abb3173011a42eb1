/**
 * The kinds of entries of a seller's ledger (`ecritures`, decision 0044). The ledger is
 * append-only: a correction is a new entry, never an edit.
 */
export const TYPES_ECRITURE = [
  'vente',
  'remboursement',
  'versement',
  'versement_annule',
  'reglement',
  'ajustement',
] as const;

export type TypeEcriture = (typeof TYPES_ECRITURE)[number];

export function isTypeEcriture(value: unknown): value is TypeEcriture {
  return typeof value === 'string' && (TYPES_ECRITURE as readonly string[]).includes(value);
}
