import { VALIDATION_MESSAGES } from './error-codes';
import type { Etat } from './order-states';
import { optionalText, z } from './validation';

/**
 * Cash-on-delivery confirmation (docs/decisions/0015-cod-confirmation.md): before validating a COD
 * order the seller calls the client (as Algerian merchants do) and records each attempt; a parcel that
 * cannot be handed over is recorded as a delivery failure with its reason. The API and the screens
 * share these rules.
 */

export const RESULTATS_APPEL = ['confirmee', 'injoignable', 'refusee'] as const;
export type ResultatAppel = (typeof RESULTATS_APPEL)[number];

export const RESULTAT_APPEL_LABELS: Record<ResultatAppel, string> = {
  confirmee: 'Confirmée',
  injoignable: 'Injoignable',
  refusee: 'Refusée',
};

export const MOTIFS_ECHEC = ['refusee', 'injoignable', 'adresse_introuvable', 'autre'] as const;
export type MotifEchec = (typeof MOTIFS_ECHEC)[number];

export function isMotifEchec(value: unknown): value is MotifEchec {
  return typeof value === 'string' && (MOTIFS_ECHEC as readonly string[]).includes(value);
}

export const MOTIF_ECHEC_LABELS: Record<MotifEchec, string> = {
  refusee: 'Colis refusé par le client',
  injoignable: 'Client injoignable',
  adresse_introuvable: 'Adresse introuvable',
  autre: 'Autre',
};

export const COD_MESSAGES = {
  callRecorded: 'Appel enregistré',
  failureRecorded: 'Échec de livraison enregistré',
  callNotCod: VALIDATION_MESSAGES.cod_call_not_cod,
  callWrongState: VALIDATION_MESSAGES.cod_call_wrong_state,
  failureNotCod: VALIDATION_MESSAGES.cod_failure_not_cod,
  failureWrongState: VALIDATION_MESSAGES.cod_failure_wrong_state,
  resultatInvalid: 'Le résultat doit être confirmee, injoignable ou refusee.',
  motifInvalid: 'Le motif doit être refusee, injoignable, adresse_introuvable ou autre.',
  noteRequired: 'Le champ note est obligatoire lorsque le motif est « Autre ».',
} as const;

export const NOTE_MAX = 500;

const CALL_STATE: Etat = 'en_attente_de_validation';
const FAILURE_STATES: readonly Etat[] = ['en_attente_de_livraison', 'en_cours_de_livraison'];

export const isCashOnDelivery = (typePaiement: string): boolean => typePaiement === 'livraison';

/** Phone calls are recorded on COD orders still waiting for the seller's validation. */
export function canRecordCall(etat: Etat, typePaiement: string): boolean {
  return isCashOnDelivery(typePaiement) && etat === CALL_STATE;
}

/** States from which a parcel can fail to be delivered (whatever the payment type). */
export function isDeliveryStage(etat: Etat): boolean {
  return FAILURE_STATES.includes(etat);
}

/**
 * A failed delivery cancels the order; only a COD order may be cancelled that way: a card order was
 * paid, and cancelling it silently would keep the client's money without a refund.
 */
export function canRecordDeliveryFailure(etat: Etat, typePaiement: string): boolean {
  return isCashOnDelivery(typePaiement) && isDeliveryStage(etat);
}

/** The history note of a cancellation (kept with the state change, in French like the other notes). */
export function callRefusalNote(note?: string | null): string {
  return note ? `Refus au téléphone : ${note}` : 'Refus au téléphone';
}

export function deliveryFailureNote(motif: MotifEchec, note?: string | null): string {
  const label = `Échec de livraison : ${MOTIF_ECHEC_LABELS[motif]}`;
  return note ? `${label} — ${note}` : label;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const appelBody = z.object({
  resultat: z.preprocess(
    blankToUndefined,
    z.enum(RESULTATS_APPEL, {
      error: (issue) => (issue.input === undefined ? undefined : COD_MESSAGES.resultatInvalid),
    }),
  ),
  note: optionalText(NOTE_MAX),
});
export type AppelInput = z.infer<typeof appelBody>;

export const echecLivraisonBody = z
  .object({
    motif: z.preprocess(
      blankToUndefined,
      z.enum(MOTIFS_ECHEC, {
        error: (issue) => (issue.input === undefined ? undefined : COD_MESSAGES.motifInvalid),
      }),
    ),
    note: optionalText(NOTE_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.motif === 'autre' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: COD_MESSAGES.noteRequired });
    }
  });
export type EchecLivraisonInput = z.infer<typeof echecLivraisonBody>;

/** A client's delivery record across the whole platform, as sellers see it (counts and dates only). */
export interface ClientDeliveryRecord {
  commandes: number;
  livrees: number;
  refusees: number;
  injoignables: number;
  /** ISO dates of the latest refused parcels, newest first (at most `LAST_REFUSALS`). */
  derniers_refus: string[];
}

export const LAST_REFUSALS = 3;

/** Worth a warning before shipping: the client has already refused or missed a parcel. */
export function isRiskyClient(record: Pick<ClientDeliveryRecord, 'refusees' | 'injoignables'>): boolean {
  return record.refusees + record.injoignables > 0;
}
