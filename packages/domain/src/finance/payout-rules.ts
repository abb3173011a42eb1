import type { FieldErrorCode } from '../error-codes';
import { renderFieldError, VALIDATION_MESSAGES } from '../error-codes';
import { formatDzd, toDzd } from '../money';
import { pageParam } from '../pagination';
import { requiredText, z } from '../validation';
import { MAX_FINANCE_AMOUNT } from './finance-schemas';
import { ETATS_VERSEMENT, type EtatVersement } from './payouts';

/**
 * Payouts (docs/product/payouts-and-statements.md). A partner's request (`versementAdd`): the amount it asks for,
 * and the rules that refuse it, each under the field the contract names — `compte` (no payout account
 * recorded), `versement` (a request is already open), `montant` (above the available balance or below
 * the minimum). Then the administrator's moves: pay (with the transfer's reference) or reject (with a
 * reason) a requested payout. Amounts are DZD in the payloads, centimes in the rules.
 */

/** Blank is missing, numeric text (comma decimals too) a number: the form's field as the API reads it. */
const formNumber = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim().replace(',', '.'));
  return v;
};

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const payoutRequestBody = z.object({
  montant: z.preprocess(
    formNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? undefined : VALIDATION_MESSAGES.montant_number),
      })
      .refine(Number.isFinite, VALIDATION_MESSAGES.montant_number)
      // At least one centime: 1e-300 is "above 0" yet stores as 0.
      .refine((v) => v >= 0.01, VALIDATION_MESSAGES.montant_positive)
      .refine((v) => v <= MAX_FINANCE_AMOUNT, VALIDATION_MESSAGES.amount_max)
      .refine(hasCents, VALIDATION_MESSAGES.amount_cents),
  ),
});
export type PayoutRequestInput = z.infer<typeof payoutRequestBody>;

/** What the rules look at, read in the request's transaction once the store is locked. */
export interface PayoutRequestFacts {
  /** Centimes asked for. */
  montant: number;
  /** The store's `solde_disponible`, centimes (may be negative). */
  disponible: number;
  /** `versement_minimum` of the settings, centimes. */
  minimum: number;
  hasAccount: boolean;
  /** A payout of the store is still `demandee`. */
  openPayout: boolean;
}

export type PayoutRefusalField = 'compte' | 'versement' | 'montant';

/** Every rule the request breaks, by field (empty: it may be recorded), as codes. */
export function payoutRefusals(
  facts: PayoutRequestFacts,
): Partial<Record<PayoutRefusalField, FieldErrorCode[]>> {
  const refusals: Partial<Record<PayoutRefusalField, FieldErrorCode[]>> = {};
  if (!facts.hasAccount) refusals.compte = [{ code: 'payout_no_account', params: {} }];
  if (facts.openPayout) refusals.versement = [{ code: 'payout_already_open', params: {} }];
  const montant: FieldErrorCode[] = [];
  if (facts.montant > facts.disponible) {
    montant.push({
      code: 'payout_above_available',
      params: { disponible: formatDzd(toDzd(Math.max(0, facts.disponible))) },
    });
  }
  if (facts.montant < facts.minimum) {
    montant.push({ code: 'payout_below_minimum', params: { minimum: formatDzd(toDzd(facts.minimum)) } });
  }
  if (montant.length > 0) refusals.montant = montant;
  return refusals;
}

/** The refusals as a 422 reply's `errors` (French sentences) and `codes`, at the same places. */
export function payoutRefusalErrors(refusals: Partial<Record<PayoutRefusalField, FieldErrorCode[]>>): {
  errors: Record<string, string[]>;
  codes: Record<string, FieldErrorCode[]>;
} {
  const entries = Object.entries(refusals) as [PayoutRefusalField, FieldErrorCode[]][];
  return {
    errors: Object.fromEntries(entries.map(([field, codes]) => [field, codes.map(renderFieldError)])),
    codes: Object.fromEntries(entries),
  };
}

/** `versements` (partner and administrator): a page, and a state to keep. */
export const payoutsQuery = z.object({
  page: pageParam,
  etat: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ETATS_VERSEMENT).optional()),
});
export type PayoutsQuery = z.infer<typeof payoutsQuery>;

/** `versementPayer/{id}`: the transfer's reference. */
export const payoutPayBody = z.object({ reference: requiredText(100) });
/** `versementRefuser/{id}`: why, told to the partner. */
export const payoutRejectBody = z.object({ motif: requiredText(500) });

/** Only a requested payout is paid or rejected, once. */
export const isPayoutOpen = (etat: EtatVersement) => etat === 'demandee';
