import { createHmac, timingSafeEqual } from 'node:crypto';
import { ChargilyClient, type CreateCheckoutParams } from '@chargily/chargily-pay';
import { roundHalfUp } from '@souk/domain/money';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { validationError } from '../../lib/http-errors';
import { type PaymentProvider, ProviderUnavailableError, type WebhookEvent } from './payment-provider';

/**
 * Chargily Pay v2, for `cib` orders (CIB and EDAHABIA cards), through the official SDK
 * (docs/decisions/0038-payment-provider-sdks.md). The client pays on Chargily's hosted page: we
 * create a checkout and send the browser there, so no card data ever reaches us. The result arrives
 * by a webhook signed with the API secret key.
 *
 * The SDK calls the global `fetch` (tests replace it with recorded replies) and sets no time limit,
 * so the provider bounds the wait itself.
 */

const TIMEOUT_MS = 30_000;

export interface ChargilyOptions {
  apiKey: string;
  /** Which of Chargily's APIs the key belongs to. */
  mode: 'test' | 'live';
  /** The site's public URL: the pages Chargily sends the client back to, and our webhook. */
  appUrl: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Chargily returns metadata as sent, or wrapped in a one-element array by some API versions. */
function metadataOf(value: unknown): Record<string, unknown> {
  const m = Array.isArray(value) ? value[0] : value;
  return isRecord(m) ? m : {};
}

const idOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

const FAILED_MESSAGES: Record<string, string> = {
  'checkout.failed': 'Le paiement par carte CIB / EDAHABIA a échoué.',
  'checkout.canceled': 'Le paiement par carte CIB / EDAHABIA a été annulé.',
  'checkout.expired': 'La page de paiement CIB / EDAHABIA a expiré.',
};

/** The SDK's request, abandoned after `ms` (a checkout created late is never shown: harmless). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Chargily's signature: the hex HMAC-SHA256 of the exact body with the API secret key, compared in
 * constant time. The same check as the SDK's `verifySignature`, which also prints a line to stdout on
 * every valid webhook (decision 0038).
 */
function signatureHolds(rawBody: string, header: unknown, apiKey: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(createHmac('sha256', apiKey).update(rawBody, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(header, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createChargilyProvider(opts: ChargilyOptions): PaymentProvider {
  const appUrl = trimSlash(opts.appUrl);
  const client = new ChargilyClient({ api_key: opts.apiKey, mode: opts.mode });
  return {
    name: 'chargily',
    parseSource(input) {
      if (input.cardPaiement !== undefined && input.cardPaiement !== null) {
        throw validationError({ cardPaiement: [PAYMENT_MESSAGES.cardDataRefused] });
      }
      return { kind: 'redirect' };
    },
    // Chargily takes whole dinars: centimes are rounded to the nearest dinar (half up).
    chargeableAmount: (centimes) => roundHalfUp(centimes / 100) * 100,
    async charge({ order, amount, paiementId }) {
      const params: CreateCheckoutParams = {
        amount: amount / 100,
        currency: 'dzd',
        success_url: `${appUrl}/profile?paiement=ok`,
        failure_url: `${appUrl}/profile?paiement=echec`,
        webhook_endpoint: `${appUrl}/api/v1/webhooks/chargily`,
        description: `Commande ${order.ref}`,
        locale: 'fr',
        metadata: { commande_id: order.id, commande_ref: order.ref, paiement_id: paiementId },
      };
      let checkout: unknown;
      try {
        checkout = await withTimeout(client.createCheckout(params), TIMEOUT_MS);
      } catch (error) {
        // Unreachable, slow or refused (the SDK throws for any non-2xx): no page was shown to
        // anyone, so nothing can have been paid.
        throw new ProviderUnavailableError(`Chargily : ${(error as Error).message}`, false);
      }
      if (
        !isRecord(checkout) ||
        typeof checkout.id !== 'string' ||
        typeof checkout.checkout_url !== 'string'
      ) {
        throw new ProviderUnavailableError('Chargily : réponse inattendue', false);
      }
      return {
        status: 'redirect',
        providerRef: checkout.id,
        redirectUrl: checkout.checkout_url,
        raw: {
          id: checkout.id,
          status: checkout.status ?? null,
          amount: checkout.amount ?? null,
          currency: checkout.currency ?? null,
          checkout_url: checkout.checkout_url,
        },
      };
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureHolds(rawBody, headers.signature, opts.apiKey)) return null;
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isRecord(event) || typeof event.type !== 'string') return null;
      const data = isRecord(event.data) ? event.data : {};
      const isCheckout =
        typeof data.id === 'string' && (data.entity === undefined || data.entity === 'checkout');
      const kind =
        isCheckout && event.type === 'checkout.paid'
          ? 'succeeded'
          : isCheckout && Object.hasOwn(FAILED_MESSAGES, event.type)
            ? 'failed'
            : 'ignored';
      const metadata = metadataOf(data.metadata);
      return {
        id: typeof event.id === 'string' ? event.id : '',
        type: event.type,
        kind,
        providerRef: isCheckout ? (data.id as string) : null,
        paiementId: idOf(metadata.paiement_id),
        commandeId: idOf(metadata.commande_id),
        amount: typeof data.amount === 'number' ? Math.round(data.amount * 100) : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
        message: kind === 'failed' ? FAILED_MESSAGES[event.type] : null,
        raw: { event: event.id ?? null, type: event.type, id: data.id ?? null, status: data.status ?? null },
      } satisfies WebhookEvent;
    },
  };
}
