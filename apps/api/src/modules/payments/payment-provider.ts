import type { IncomingHttpHeaders } from 'node:http';
import type { CardPaiement } from '@souk/domain/card-schemas';
import type { CommandePayerInput } from '@souk/domain/payment-schemas';

/**
 * What every payment provider offers (docs/product/orders-and-money.md, Payment types): the built-in
 * sandbox, Stripe for `devise`, Chargily Pay for `cib`. The payments service owns the order, the
 * attempt rows and idempotency; a provider only talks to its service and translates the replies.
 */

/** `fetch` as the Stripe SDK's HTTP client uses it: injected so tests answer with recorded replies. */
export type Fetch = typeof globalThis.fetch;

/** Calls the global fetch at call time, so a test's stub (vi.stubGlobal) is the one used. */
export const globalFetch: Fetch = (input, init) => globalThis.fetch(input, init);

export type ProviderName = 'sandbox' | 'stripe' | 'chargily';

/** What the browser sent, as this provider needs it. Card data only ever exists for the sandbox. */
export type PaymentSource =
  | { kind: 'card'; card: CardPaiement }
  | { kind: 'payment_method'; id: string }
  | { kind: 'redirect' };

export interface ChargeRequest {
  order: { id: number; ref: string };
  /** What to charge, in centimes (see `chargeableAmount`). */
  amount: number;
  paiementId: number;
  /** Sent to the provider so that a retried request never charges twice. */
  idempotencyKey: string;
  source: PaymentSource;
}

/** Kept in `paiements.raw`: identifiers, statuses, last4 / brand at most — never a card number, CVC or secret. */
export type RawRecord = Record<string, unknown>;

export type PaymentOutcome =
  | { status: 'reussi'; providerRef: string; raw: RawRecord }
  | {
      status: 'refuse';
      providerRef: string | null;
      /** Shown to the client as it is (French). */
      message: string;
      /** `declined`: the bank said no (401); `invalid`: what was sent cannot be used (422 on `field`). */
      reason: 'declined' | 'invalid';
      field?: string;
      raw: RawRecord;
    }
  | { status: 'requires_action'; providerRef: string; clientSecret: string; raw: RawRecord }
  | { status: 'pending'; providerRef: string; raw: RawRecord }
  | { status: 'redirect'; providerRef: string; redirectUrl: string; raw: RawRecord };

/** A provider's notification, verified and normalised. */
export interface WebhookEvent {
  id: string;
  type: string;
  kind: 'succeeded' | 'failed' | 'ignored';
  /** The PaymentIntent or checkout id. */
  providerRef: string | null;
  /** From the metadata we sent with the charge. */
  paiementId: number | null;
  commandeId: number | null;
  /** Centimes, to compare with what the attempt asked for. */
  amount: number | null;
  currency: string | null;
  message: string | null;
  raw: RawRecord;
}

/**
 * The provider could not be reached or answered with an error that is not the client's. When
 * `outcomeUnknown`, the charge may have happened: the attempt stays open for the webhook to settle.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly outcomeUnknown: boolean,
  ) {
    super(message);
  }
}

/**
 * A refund of a card payment (docs/product/orders-and-money.md, Returns and refunds): part of what a
 * payment charged goes back to the card. `idempotencyKey` is derived from the return, and a return's
 * amount never changes once computed, so asking again (a retry after a failure or a lost reply) never
 * refunds twice.
 */
export interface RefundRequest {
  /** The provider's reference of the successful payment (Stripe: the PaymentIntent id). */
  paymentRef: string;
  /** Centimes. */
  amount: number;
  idempotencyKey: string;
  /** The refund's id when an earlier attempt got one: the provider is asked where it stands. */
  refundRef: string | null;
  /** For the provider's dashboard: the return and the order. */
  metadata: Record<string, string>;
}

export type RefundOutcome =
  | { status: 'succeeded'; refundRef: string; raw: RawRecord }
  /** Accepted but not settled yet: asked again later with `refundRef`. */
  | { status: 'pending'; refundRef: string; raw: RawRecord }
  | { status: 'failed'; refundRef: string | null; message: string; raw: RawRecord };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Reads what the browser sent: 422 field errors when missing, malformed or not accepted here. */
  parseSource(input: CommandePayerInput): PaymentSource;
  /** The amount actually charged for an order total (centimes): some providers take whole dinars. */
  chargeableAmount(centimes: number): number;
  charge(request: ChargeRequest): Promise<PaymentOutcome>;
  /** null when the signature does not hold (or is too old). */
  verifyWebhook?(rawBody: string, headers: IncomingHttpHeaders, now: Date): WebhookEvent | null;
  /**
   * Gives back part of a successful payment. Throws `ProviderUnavailableError` when the provider could
   * not be reached or answered with an error: the caller asks again later with the same key.
   */
  refund?(request: RefundRequest): Promise<RefundOutcome>;
}
