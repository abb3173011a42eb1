import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { validationError } from '../../lib/http-errors';
import { type FormValue, formEncode } from './form-encode';
import {
  type Fetch,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderUnavailableError,
  type RawRecord,
  type WebhookEvent,
} from './payment-provider';
import { verifyStripeSignature } from './webhook-signatures';

/**
 * Stripe, for `devise` orders, through the REST API (form-encoded, as the SDK does). Card data
 * never reaches us: the browser turns the card into a PaymentMethod with Stripe Elements and sends
 * its `pm_…` id; we create and confirm a PaymentIntent with an Idempotency-Key derived from the
 * attempt, so a retried request can never charge twice.
 */

export const STRIPE_API_BASE = 'https://api.stripe.com';
/** Pinned so the reply shapes (and the recorded replies of the tests) do not move under us. */
export const STRIPE_API_VERSION = '2024-06-20';
const TIMEOUT_MS = 30_000;

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  fetch: Fetch;
  apiBase?: string;
}

interface StripeIntent {
  id: string;
  status: string;
  amount?: number;
  currency?: string;
  client_secret?: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  param?: string;
  message?: string;
  payment_intent?: StripeIntent;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** What we keep of an intent: never its client_secret. */
function rawOf(pi: StripeIntent): RawRecord {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount ?? null,
    currency: pi.currency ?? null,
    error_code: pi.last_payment_error?.code ?? null,
    decline_code: pi.last_payment_error?.decline_code ?? null,
  };
}

export function intentOutcome(pi: StripeIntent): PaymentOutcome {
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

const metadataId = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
  return n && n > 0 ? n : null;
};

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const base = opts.apiBase ?? STRIPE_API_BASE;

  async function post(path: string, params: Record<string, FormValue>, idempotencyKey: string) {
    let res: Response;
    try {
      res = await opts.fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          'stripe-version': STRIPE_API_VERSION,
          // Card decline messages come back in French: they are shown to the client as they are.
          'accept-language': 'fr',
        },
        body: formEncode(params),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      // Timed out or cut: Stripe may have charged. The attempt stays open for the webhook.
      throw new ProviderUnavailableError('Stripe injoignable', true);
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    return { status: res.status, body };
  }

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
      const { status, body } = await post(
        '/v1/payment_intents',
        {
          amount,
          currency: 'dzd',
          payment_method: source.id,
          confirm: true,
          // Cards only: no redirect-based method, so no return_url is needed to confirm here.
          payment_method_types: ['card'],
          description: `Commande ${order.ref}`,
          metadata: { commande_id: order.id, commande_ref: order.ref, paiement_id: paiementId },
        },
        idempotencyKey,
      );
      if (status >= 200 && status < 300 && isRecord(body) && typeof body.id === 'string') {
        return intentOutcome(body as unknown as StripeIntent);
      }
      const error = (isRecord(body) && isRecord(body.error) ? body.error : {}) as StripeError;
      if (status === 402 || error.type === 'card_error') {
        return {
          status: 'refuse',
          providerRef: error.payment_intent?.id ?? null,
          message: error.message || PAYMENT_MESSAGES.declined,
          reason: 'declined',
          raw: {
            id: error.payment_intent?.id ?? null,
            status: error.payment_intent?.status ?? null,
            error_code: error.code ?? null,
            decline_code: error.decline_code ?? null,
          },
        };
      }
      if (status === 400 && error.param === 'payment_method') {
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
      throw new ProviderUnavailableError(
        `Stripe ${status}: ${error.code ?? error.type ?? 'erreur'}`,
        status >= 500 || status === 409,
      );
    },
    verifyWebhook(rawBody, headers, now) {
      const header = headers['stripe-signature'];
      if (!opts.webhookSecret || typeof header !== 'string') return null;
      if (!verifyStripeSignature(rawBody, header, opts.webhookSecret, now)) return null;
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isRecord(event) || typeof event.id !== 'string' || typeof event.type !== 'string') return null;
      const object = isRecord(event.data) && isRecord(event.data.object) ? event.data.object : {};
      const pi = object as unknown as StripeIntent;
      const isIntent = object.object === 'payment_intent' && typeof pi.id === 'string';
      const kind =
        isIntent && event.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : isIntent && event.type === 'payment_intent.payment_failed'
            ? 'failed'
            : 'ignored';
      return {
        id: event.id,
        type: event.type,
        kind,
        providerRef: isIntent ? pi.id : null,
        paiementId: metadataId(pi.metadata?.paiement_id),
        commandeId: metadataId(pi.metadata?.commande_id),
        amount: typeof pi.amount === 'number' ? pi.amount : null,
        currency: typeof pi.currency === 'string' ? pi.currency : null,
        message: kind === 'failed' ? pi.last_payment_error?.message || PAYMENT_MESSAGES.declined : null,
        raw: isIntent
          ? { event: event.id, type: event.type, ...rawOf(pi) }
          : { event: event.id, type: event.type },
      } satisfies WebhookEvent;
    },
  };
}
