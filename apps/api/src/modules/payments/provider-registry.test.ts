import { describe, expect, it } from 'vitest';
import { loadConfig, paymentAvailability } from '../../config';
import { createPaymentProviders, paymentsStartNotice } from './provider-registry';
import { installFetch, recordedFetch, recording, useNoNetwork } from './recorded-fetch.fixtures';

const config = (over: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...over });

describe('createPaymentProviders', () => {
  useNoNetwork();

  it('switches each card type on its key, the sandbox otherwise', () => {
    const none = createPaymentProviders(config());
    expect([none.forType('devise')?.name, none.forType('cib')?.name]).toEqual(['sandbox', 'sandbox']);
    expect(none.webhookProvider('stripe')).toBeNull();
    const stripe = createPaymentProviders(config({ STRIPE_SECRET_KEY: 'sk_test_x' }));
    expect([stripe.forType('devise')?.name, stripe.forType('cib')?.name]).toEqual(['stripe', 'sandbox']);
    const chargily = createPaymentProviders(config({ CHARGILY_API_KEY: 'test_sk_x' }));
    expect([chargily.forType('devise')?.name, chargily.forType('cib')?.name]).toEqual([
      'sandbox',
      'chargily',
    ]);
    expect(chargily.webhookProvider('chargily')?.name).toBe('chargily');
  });

  it('allows the sandbox by default with the embedded database only, or when PAYMENTS_SANDBOX says so', () => {
    const pg = { DATABASE_URL: 'postgres://souk@db/souk' };
    const matrix: [Record<string, string>, string, string][] = [
      [{}, 'sandbox', 'sandbox'],
      [{ NODE_ENV: 'production' }, 'sandbox', 'sandbox'],
      [{ PAYMENTS_SANDBOX: '0' }, 'indisponible', 'indisponible'],
      [pg, 'indisponible', 'indisponible'],
      [{ ...pg, NODE_ENV: 'production' }, 'indisponible', 'indisponible'],
      [{ ...pg, PAYMENTS_SANDBOX: '1' }, 'sandbox', 'sandbox'],
      [{ ...pg, PAYMENTS_SANDBOX: 'true' }, 'sandbox', 'sandbox'],
      [{ ...pg, STRIPE_SECRET_KEY: 'sk_live_x' }, 'stripe', 'indisponible'],
      [{ ...pg, CHARGILY_API_KEY: 'live_sk_x' }, 'indisponible', 'chargily'],
      [{ ...pg, STRIPE_SECRET_KEY: 'sk_live_x', CHARGILY_API_KEY: 'live_sk_x' }, 'stripe', 'chargily'],
    ];
    for (const [env, devise, cib] of matrix) {
      const c = config(env);
      expect(paymentAvailability(c), JSON.stringify(env)).toEqual({ devise, cib });
      const providers = createPaymentProviders(c);
      expect(providers.forType('devise')?.name ?? 'indisponible').toBe(devise);
      expect(providers.forType('cib')?.name ?? 'indisponible').toBe(cib);
    }
  });

  it('says in the start log whether card payments are a demonstration or not offered', () => {
    expect(paymentsStartNotice(config())).toContain("Paiement de démonstration : aucune carte n'est débitée");
    expect(paymentsStartNotice(config({ DATABASE_URL: 'postgres://souk@db/souk' }))).toContain(
      'la carte et le CIB ne sont pas proposés',
    );
    expect(
      paymentsStartNotice(config({ STRIPE_SECRET_KEY: 'sk_live_x', CHARGILY_API_KEY: 'live_sk_x' })),
    ).toBe('Paiements : carte → Stripe, CIB → Chargily Pay.');
  });

  it('calls the injected fetch (a recorded reply here), never the network', async () => {
    const fake = recordedFetch([
      {
        expect: {
          method: 'POST',
          url: 'https://api.stripe.com/v1/payment_intents',
          headers: { 'Idempotency-Key': 'commande:7:1', Authorization: 'Bearer sk_test_x' },
        },
        reply: recording('stripe-payment-intent-succeeded'),
      },
    ]);
    const providers = createPaymentProviders(config({ STRIPE_SECRET_KEY: 'sk_test_x' }), {
      fetch: fake.fetch,
    });
    const provider = providers.forType('devise');
    if (!provider) throw new Error('Stripe is configured');
    const outcome = await provider.charge({
      order: { id: 7, ref: '7KQ2-M9XD' },
      amount: 150_000,
      paiementId: 3,
      idempotencyKey: 'commande:7:1',
      source: { kind: 'payment_method', id: 'pm_1' },
    });
    fake.verify();
    expect(outcome).toMatchObject({ status: 'reussi', providerRef: 'pi_3PqK2vLkdIwHu7ix0T8b6yZc' });
  });

  it("sends Chargily's checkouts to the API of CHARGILY_MODE (test by default, live when asked)", async () => {
    const charge = (mode?: string) =>
      createPaymentProviders(
        config({ CHARGILY_API_KEY: 'live_sk_x', ...(mode ? { CHARGILY_MODE: mode } : {}) }),
      )
        .forType('cib')
        ?.charge({
          order: { id: 7, ref: '7KQ2-M9XD' },
          amount: 150_000,
          paiementId: 3,
          idempotencyKey: 'commande:7:1',
          source: { kind: 'redirect' },
        });
    for (const [mode, url] of [
      [undefined, 'https://pay.chargily.net/test/api/v2/checkouts'],
      ['live', 'https://pay.chargily.net/api/v2/checkouts'],
    ] as const) {
      const fake = installFetch(
        recordedFetch([{ expect: { method: 'POST', url }, reply: recording('chargily-checkout-created') }]),
      );
      expect(await charge(mode)).toMatchObject({ status: 'redirect' });
      fake.verify();
    }
    expect(() => config({ CHARGILY_MODE: 'prod' })).toThrow();
  });
});
