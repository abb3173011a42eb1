import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import Stripe from 'stripe';
import { validationError } from '../../lib/http-errors';
import {
  type Fetch,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderUnavailableError,
  type RawRecord,
  type RefundOutcome,
  type WebhookEvent,
} from './payment-provider';

/**
 * Stripe, for `devise` orders, through the official SDK (docs/decisions/0038-payment-provider-sdks.md).
 * Card data never reaches us: the browser turns the card into a PaymentMethod with Stripe Elements
 * and sends its `pm_…` id; we create and confirm a PaymentIntent with an Idempotency-Key derived from
 * the attempt, so a retried request (ours or the SDK's) can never charge twice.
 */

/**
 * The API version this SDK release is typed for: the reply shapes (and the recorded replies of the
 * tests) do not move under us. Typed as the SDK's own version, so an SDK upgrade that moves it fails
 * the typecheck here instead of silently changing what Stripe answers.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';
/** The client waits for this request: one retry (same Idempotency-Key) at most, 20 s each. */
const TIMEOUT_MS = 20_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** What the SDK's HTTP client calls: the global fetch in the app, a recorded one in tests. */
  fetch: Fetch;
}

/** What we read of a PaymentIntent (from a reply, an error or an event). */
type Intent = Pick<Stripe.PaymentIntent, 'id' | 'status'> &
  Partial<Pick<Stripe.PaymentIntent, 'amount' | 'currency' | 'client_secret' | 'metadata'>> & {
    last_payment_error?: Pick<
      Stripe.PaymentIntent.LastPaymentError,
      'code' | 'decline_code' | 'message'
    > | null;
  };

/** What we keep of an intent: never its client_secret. */
function rawOf(pi: Intent): RawRecord {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount ?? null,
    currency: pi.currency ?? null,
    error_code: pi.last_payment_error?.code ?? null,
    decline_code: pi.last_payment_error?.decline_code ?? null,
  };
}

export function intentOutcome(pi: Intent): PaymentOutcome {
  const raw = rawOf(pi);
  switch (pi.status) {
    case 'succeeded':
      return { status: 'reussi', providerRef: pi.id, raw };
    case 'requires_action':
    case 'requires_confirmation':
      if (pi.client_secret) {
        return { status: 'requires_action', providerRef: pi.id, clientSecret: pi.client_secret, raw };
      }
      return { status: 'pending', providerRef: pi.id, raw };
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'refuse',
        providerRef: pi.id,
        message: pi.last_payment_error?.message || PAYMENT_MESSAGES.declined,
        reason: 'declined',
        raw,
      };
    default:
      // processing, requires_capture: the webhook will tell.
      return { status: 'pending', providerRef: pi.id, raw };
  }
}

/** A Stripe error turned into what the payments service understands. */
function errorOutcome(error: unknown): PaymentOutcome {
  if (!(error instanceof Stripe.errors.StripeError)) {
    // Not an answer from Stripe: we cannot tell whether it charged.
    throw new ProviderUnavailableError('Stripe : erreur inattendue', true);
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    // Timed out or cut (after the SDK's retry): Stripe may have charged. The attempt stays open for
    // the webhook.
    throw new ProviderUnavailableError('Stripe injoignable', true);
  }
  if (error instanceof Stripe.errors.StripeCardError || error.statusCode === 402) {
    // The bank said no. Its message comes in French (Accept-Language) and is shown as it is.
    const pi = error.payment_intent;
    return {
      status: 'refuse',
      providerRef: pi?.id ?? null,
      message: error.message || PAYMENT_MESSAGES.declined,
      reason: 'declined',
      raw: {
        id: pi?.id ?? null,
        status: pi?.status ?? null,
        error_code: error.code ?? null,
        decline_code: error.decline_code ?? null,
      },
    };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
    return {
      status: 'refuse',
      providerRef: null,
      message: PAYMENT_MESSAGES.paymentMethodInvalid,
      reason: 'invalid',
      field: 'payment_method',
      raw: { error_code: error.code ?? null },
    };
  }
  // Our key, our request or Stripe itself is at fault: nothing the client can fix. A 5xx or a
  // concurrent use of the same key (409) leaves the outcome unknown.
  const status = error.statusCode;
  throw new ProviderUnavailableError(
    `Stripe ${status ?? '?'}: ${error.code ?? error.rawType ?? 'erreur'}`,
    status === undefined || status >= 500 || status === 409,
  );
}

/** A Stripe refund as the returns understand it: settled, on its way, or refused for good. */
export function refundOutcome(
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'amount' | 'failure_reason'>,
): RefundOutcome {
  const raw = {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    failure_reason: refund.failure_reason ?? null,
  };
  if (refund.status === 'succeeded') return { status: 'succeeded', refundRef: refund.id, raw };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return {
      status: 'failed',
      refundRef: refund.id,
      message: `Stripe : remboursement ${refund.status} (${refund.failure_reason ?? 'sans motif'})`,
      raw,
    };
  }
  // pending, requires_action: asked again later.
  return { status: 'pending', refundRef: refund.id, raw };
}

/** A Stripe error on a refund: the caller retries with the same Idempotency-Key. */
function refundError(error: unknown): never {
  if (!(error instanceof Stripe.errors.StripeError)) {
    throw new ProviderUnavailableError('Stripe : erreur inattendue', true);
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    throw new ProviderUnavailableError('Stripe injoignable', true);
  }
  const status = error.statusCode;
  throw new ProviderUnavailableError(
    `Stripe ${status ?? '?'}: ${error.code ?? error.rawType ?? 'erreur'}`,
    status === undefined || status >= 500 || status === 409,
  );
}

const metadataId = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
  return n && n > 0 ? n : null;
};

const INTENT_EVENTS = new Map<string, WebhookEvent['kind']>([
  ['payment_intent.succeeded', 'succeeded'],
  ['payment_intent.payment_failed', 'failed'],
]);

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(opts.fetch),
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    // No latency reports to Stripe, and no telemetry id file written in the home directory.
    telemetry: false,
  });

  return {
    name: 'stripe',
    parseSource(input) {
      if (input.cardPaiement !== undefined && input.cardPaiement !== null) {
        throw validationError({ cardPaiement: [PAYMENT_MESSAGES.cardDataRefused] });
      }
      const id = input.payment_method;
      if (!id) throw validationError({ payment_method: [PAYMENT_MESSAGES.paymentMethodRequired] });
      if (!/^pm_\w{1,200}$/.test(id)) {
        throw validationError({ payment_method: [PAYMENT_MESSAGES.paymentMethodInvalid] });
      }
      return { kind: 'payment_method', id };
    },
    // DZD has two decimals on Stripe: the amount is in centimes, like ours.
    chargeableAmount: (centimes) => centimes,
    async charge({ order, amount, paiementId, idempotencyKey, source }) {
      if (source.kind !== 'payment_method') throw new Error('Stripe charges a PaymentMethod id');
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'dzd',
            payment_method: source.id,
            confirm: true,
            // Cards only: no redirect-based method, so no return_url is needed to confirm here (this
            // API version names the list `allowed_payment_method_types`).
            allowed_payment_method_types: ['card'],
            description: `Commande ${order.ref}`,
            metadata: {
              commande_id: String(order.id),
              commande_ref: order.ref,
              paiement_id: String(paiementId),
            },
          },
          {
            idempotencyKey,
            // Card decline messages come back in French: they are shown to the client as they are.
            headers: { 'Accept-Language': 'fr' },
          },
        );
      } catch (error) {
        return errorOutcome(error);
      }
      return intentOutcome(intent);
    },
    async refund({ paymentRef, amount, idempotencyKey, refundRef, metadata }) {
      let refund: Stripe.Refund;
      try {
        refund = refundRef
          ? await stripe.refunds.retrieve(refundRef)
          : await stripe.refunds.create({ payment_intent: paymentRef, amount, metadata }, { idempotencyKey });
      } catch (error) {
        return refundError(error);
      }
      return refundOutcome(refund);
    },
    verifyWebhook(rawBody, headers, now) {
      const header = headers['stripe-signature'];
      if (!opts.webhookSecret || typeof header !== 'string') return null;
      let event: Stripe.Event;
      try {
        // Signature (any v1 entry, while a secret rolls) and age (the SDK's 300 s tolerance).
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          opts.webhookSecret,
          undefined,
          undefined,
          now.getTime(),
        );
      } catch {
        return null;
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') return null;
      const object: { object?: unknown; id?: unknown } = event.data?.object ?? {};
      const pi =
        object.object === 'payment_intent' && typeof object.id === 'string' ? (object as Intent) : null;
      const kind = (pi && INTENT_EVENTS.get(event.type)) || 'ignored';
      return {
        id: event.id,
        type: event.type,
        kind,
        providerRef: pi?.id ?? null,
        paiementId: metadataId(pi?.metadata?.paiement_id),
        commandeId: metadataId(pi?.metadata?.commande_id),
        amount: typeof pi?.amount === 'number' ? pi.amount : null,
        currency: typeof pi?.currency === 'string' ? pi.currency : null,
        message: kind === 'failed' ? pi?.last_payment_error?.message || PAYMENT_MESSAGES.declined : null,
        raw: pi ? { event: event.id, type: event.type, ...rawOf(pi) } : { event: event.id, type: event.type },
      } satisfies WebhookEvent;
    },
  };
}
