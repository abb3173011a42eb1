import type { PaiementConfigReply } from '@souk/domain/payment-schemas';
import { type Config, paymentAvailability, paymentsSandboxAllowed } from '../../config';
import { appUrlOf } from '../../lib/app-url';
import { createChargilyProvider } from './chargily.provider';
import { type Fetch, globalFetch, type PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createStripeProvider } from './stripe.provider';

/** The start log's line about payments: a person starting the app must see that cards are a demo. */
export function paymentsStartNotice(config: Config): string {
  const { devise, cib } = paymentAvailability(config);
  const name = {
    stripe: 'Stripe',
    chargily: 'Chargily Pay',
    sandbox: 'sandbox',
    indisponible: 'non proposé',
  };
  const line = `Paiements : carte → ${name[devise]}, CIB → ${name[cib]}`;
  if (devise === 'sandbox' || cib === 'sandbox') {
    return `${line}. Paiement de démonstration : aucune carte n'est débitée (PAYMENTS_SANDBOX=0 pour le couper).`;
  }
  if (devise === 'indisponible' || cib === 'indisponible') {
    return `${line}. Sans clé de prestataire, la carte et le CIB ne sont pas proposés (PAYMENTS_SANDBOX=1 pour une démonstration).`;
  }
  return `${line}.`;
}

export interface PaymentProviders {
  /** null: the type is not offered on this deployment (no key, no sandbox). */
  forType(typePaiement: 'devise' | 'cib'): PaymentProvider | null;
  /** The provider behind a webhook path, when it is switched on. */
  webhookProvider(name: 'stripe' | 'chargily'): PaymentProvider | null;
  /**
   * The provider that made a payment (`paiements.provider`), to refund it: null when it is not
   * switched on any more (the refund waits until it is).
   */
  byName(name: string): PaymentProvider | null;
  /** What the web needs to pick the right form. */
  publicConfig(): PaiementConfigReply['data'];
}

export function createPaymentProviders(config: Config, deps: { fetch?: Fetch } = {}): PaymentProviders {
  const fetch = deps.fetch ?? globalFetch;
  const sandbox = createSandboxProvider();
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        fetch,
      })
    : null;
  const chargily = config.CHARGILY_API_KEY
    ? createChargilyProvider({
        apiKey: config.CHARGILY_API_KEY,
        mode: config.CHARGILY_MODE,
        appUrl: appUrlOf(config),
      })
    : null;
  const fallback = paymentsSandboxAllowed(config) ? sandbox : null;
  const available = paymentAvailability(config);
  return {
    forType: (type) => (type === 'devise' ? (stripe ?? fallback) : (chargily ?? fallback)),
    webhookProvider: (name) => (name === 'stripe' ? stripe : chargily),
    // A sandbox payment is refunded by the sandbox even once it is switched off: it charged nothing.
    byName: (name) =>
      name === 'stripe' ? stripe : name === 'chargily' ? chargily : name === 'sandbox' ? sandbox : null,
    publicConfig: () => ({
      ...available,
      stripe_publishable_key: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  };
}
