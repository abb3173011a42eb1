import type { PaiementConfigReply } from '@souk/domain/payment-schemas';
import { type Config, paymentsSandboxAllowed } from '../../config';
import { appUrlOf } from '../../lib/app-url';
import { createChargilyProvider } from './chargily.provider';
import { type Fetch, globalFetch, type PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createStripeProvider } from './stripe.provider';

/**
 * Which provider serves each card type: `devise` → Stripe when STRIPE_SECRET_KEY is set, `cib` →
 * Chargily Pay when CHARGILY_API_KEY is set; otherwise the built-in sandbox when it is allowed
 * (embedded database or PAYMENTS_SANDBOX=1), else none: the type is not offered (decision 0009).
 */
export type PaymentAvailability = PaiementConfigReply['data']['devise' | 'cib'];

export function paymentAvailability(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'CHARGILY_API_KEY' | 'PAYMENTS_SANDBOX' | 'DATABASE_URL'>,
): { devise: PaiementConfigReply['data']['devise']; cib: PaiementConfigReply['data']['cib'] } {
  const fallback = paymentsSandboxAllowed(config) ? 'sandbox' : 'indisponible';
  return {
    devise: config.STRIPE_SECRET_KEY ? 'stripe' : fallback,
    cib: config.CHARGILY_API_KEY ? 'chargily' : fallback,
  };
}

/** Whether an order of this payment type may be placed (cash on delivery always). */
export function isPaymentTypeAvailable(config: Config, typePaiement: string): boolean {
  if (typePaiement !== 'devise' && typePaiement !== 'cib') return true;
  return paymentAvailability(config)[typePaiement] !== 'indisponible';
}

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
    publicConfig: () => ({
      ...available,
      stripe_publishable_key: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  };
}
