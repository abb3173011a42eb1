import type {
  commandePayerReply,
  commandePayerSchema,
  paiementConfigReply,
} from '@souk/domain/payment-schemas';
import type { z } from 'zod';

/**
 * `v1/client/paiementConfig`: which provider takes each card payment type; `sandbox` is a
 * demonstration payment, `indisponible` a type this deployment does not offer (decision 0009).
 */
export type PaymentConfig = z.infer<typeof paiementConfigReply>['data'];

export interface CardPaiement {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  postal_code: string;
  cardHolderName: string;
}

/**
 * The card is sent only to the sandbox provider; Stripe gets it in its own iframe and we send the
 * `pm_…` PaymentMethod id it gives back; Chargily takes it on its own page.
 */
export type PayOrderPayload = z.input<typeof commandePayerSchema>;

/** `v1/client/commandePayer/{id}`: paid, or what the browser must do next (3-D Secure, Chargily's page). */
export type PayOrderReply = z.infer<typeof commandePayerReply>;
