import type { PaiementConfigReply } from '@souk/domain/payment-schemas';
import type { Config } from '../../config';
import { appUrlOf } from '../../lib/app-url';
import { createChargilyProvider } from './chargily.provider';
import { type Fetch, globalFetch, type PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createStripeProvider } from './stripe.provider';

/**
 * Which provider serves each card type (DESIGN §2): `devise` → Stripe when STRIPE_SECRET_KEY is
 * set, `cib` → Chargily Pay when CHARGILY_API_KEY is set; otherwise the built-in sandbox.
 */
export interface PaymentProviders {
  forType(typePaiement: 'devise' | 'cib'): PaymentProvider;
  /** The provider behind a webhook path, when it is switched on. */
  webhookProvider(name: 'stripe' | 'chargily'): PaymentProvider | null;
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
        apiUrl: config.CHARGILY_API_URL,
        appUrl: appUrlOf(config),
        fetch,
      })
    : null;
  return {
    forType: (type) => (type === 'devise' ? (stripe ?? sandbox) : (chargily ?? sandbox)),
    webhookProvider: (name) => (name === 'stripe' ? stripe : chargily),
    publicConfig: () => ({
      devise: stripe ? 'stripe' : 'sandbox',
      cib: chargily ? 'chargily' : 'sandbox',
      stripe_publishable_key: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  };
}
