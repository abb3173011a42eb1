import { VALIDATION_MESSAGES } from './error-codes';
import { etatSchema } from './order-states';
import { z } from './validation';

/**
 * `v1/client/commandePayer/{commande_id}` and `v1/client/paiementConfig`: payload and replies, shared
 * by the API route, the OpenAPI document and the web payment modal.
 */

export const PAYMENT_MESSAGES = {
  /** Exact wording of the original screens. */
  success: 'Paiement effectué avec success',
  declined: VALIDATION_MESSAGES.payment_declined,
  alreadyPaid: VALIDATION_MESSAGES.payment_already_paid,
  cancelled: VALIDATION_MESSAGES.payment_cancelled,
  cashOnDelivery: VALIDATION_MESSAGES.payment_cash_on_delivery,
  notPayable: VALIDATION_MESSAGES.payment_not_payable,
  inProgress: VALIDATION_MESSAGES.payment_in_progress,
  requiresAction: 'Veuillez confirmer le paiement auprès de votre banque (3-D Secure).',
  processing: 'Votre paiement est en cours de traitement.',
  redirect: 'Vous allez être redirigé vers la page de paiement CIB / EDAHABIA.',
  cardDataRefused:
    'Les données de carte ne sont pas acceptées par le serveur : saisissez votre carte dans le formulaire sécurisé du prestataire de paiement.',
  paymentMethodRequired: 'Le moyen de paiement est obligatoire.',
  paymentMethodInvalid: 'Le moyen de paiement est invalide.',
  unavailable: 'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
  /** No provider key and no sandbox (a real deployment): the type is not offered (decision 0009). */
  typeUnavailable: VALIDATION_MESSAGES.payment_type_unavailable,
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * What the browser sends. Which part is used depends on the provider switched on for the order's
 * type: `cardPaiement` for the built-in sandbox (validated with `cardPaiementSchema`), a Stripe
 * Elements `payment_method` id (`pm_…`) for Stripe, nothing for Chargily (redirect). `commande_id`
 * is accepted because the original client sends it; the id in the path wins.
 */
export const commandePayerSchema = z.object({
  commande_id: z.unknown().optional(),
  cardPaiement: z
    .unknown()
    .optional()
    .meta({ description: 'number, exp_month, exp_year, cvc, postal_code, cardHolderName (sandbox only)' }),
  payment_method: z.preprocess(blankToUndefined, z.string().trim().max(255).optional()),
});
export type CommandePayerInput = z.infer<typeof commandePayerSchema>;

export const commandePayerReply = z.object({
  message: z.string(),
  data: z.object({
    commande_id: z.number(),
    etat: etatSchema,
    /** The shared paid rule after this call. */
    paye: z.boolean(),
    /** Stripe 3-D Secure: the browser finishes with stripe.handleNextAction({ clientSecret }). */
    client_secret: z.string().optional(),
    /** Chargily: the browser goes to this page to pay by CIB / EDAHABIA. */
    checkout_url: z.string().optional(),
  }),
});
export type CommandePayerReply = z.infer<typeof commandePayerReply>;

/**
 * Which form the payment modal shows for each card type; `indisponible` when neither a provider
 * key nor the sandbox takes it (the checkout does not offer it). `sandbox`: a demonstration payment,
 * no money moves.
 */
export const paiementConfigReply = z.object({
  data: z.object({
    devise: z.enum(['stripe', 'sandbox', 'indisponible']),
    cib: z.enum(['chargily', 'sandbox', 'indisponible']),
    stripe_publishable_key: z.string().nullable(),
  }),
});
export type PaiementConfigReply = z.infer<typeof paiementConfigReply>;
