import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createChargilyProvider } from './chargily.provider';
import { ProviderUnavailableError } from './payment-provider';
import { cardOrder, GOOD_CARD, historyOf, orderState, paiementsOf, pay } from './payments.fixtures';
import {
  chargilySignature,
  type ExpectedRequest,
  installFetch,
  recordedEvent,
  recordedFetch,
  recording,
  useNoNetwork,
} from './recorded-fetch.fixtures';

const API_KEY = 'test_sk_souk0123456789';
const CHARGILY = { CHARGILY_API_KEY: API_KEY, APP_URL: 'https://souk.example.dz' };
const CHECKOUT_ID = '01j6d2x4m8q9r7s5t3v1w0y2z4';
const CHECKOUT_URL = 'https://pay.chargily.dz/test/checkouts/01j6d2x4m8q9r7s5t3v1w0y2z4/pay';

function checkoutRequest(
  order: { id: number; ref: string },
  paiementId: number,
  amount = 1500,
): ExpectedRequest {
  return {
    method: 'POST',
    url: 'https://pay.chargily.net/test/api/v2/checkouts',
    headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
    json: {
      amount,
      currency: 'dzd',
      success_url: 'https://souk.example.dz/profile?paiement=ok',
      failure_url: 'https://souk.example.dz/profile?paiement=echec',
      webhook_endpoint: 'https://souk.example.dz/api/v1/webhooks/chargily',
      description: `Commande ${order.ref}`,
      locale: 'fr',
      metadata: { commande_id: order.id, commande_ref: order.ref, paiement_id: paiementId },
    },
  };
}

describe('commandePayer and webhook with Chargily Pay switched on (recorded replies)', () => {
  const t = useTestApp(CHARGILY);
  useNoNetwork();

  async function checkoutFor(opts: { montant?: number; amount?: number } = {}) {
    const buyer = await cardOrder(t.app, { typePaiement: 'cib', montant: opts.montant });
    const fake = installFetch(
      recordedFetch([
        {
          expect: checkoutRequest(buyer.order, 1, opts.amount),
          reply: recording('chargily-checkout-created'),
        },
      ]),
    );
    const res = await pay(t.app, buyer.headers, buyer.order.id, {});
    return { ...buyer, res, fake };
  }

  const sendWebhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/chargily',
      headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) },
      payload: body,
    });
  const signed = (body: string) => sendWebhook(body, chargilySignature(body, API_KEY));
  const eventBody = (name: string, order: { id: number }, paiementId = 1) => {
    const event = recordedEvent(name);
    event.data.metadata = { commande_id: order.id, commande_ref: 'X', paiement_id: paiementId };
    return JSON.stringify(event);
  };

  it('creates a checkout (request checked) and sends the browser to it; no card data involved', async () => {
    const db = t.database.db;
    const { order, res, fake } = await checkoutFor();
    fake.verify();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Vous allez être redirigé vers la page de paiement CIB / EDAHABIA.',
      data: {
        commande_id: order.id,
        etat: 'en_attente_de_paiement',
        paye: false,
        checkout_url: CHECKOUT_URL,
      },
    });
    expect(await paiementsOf(db, order.id)).toMatchObject([
      {
        provider: 'chargily',
        providerRef: CHECKOUT_ID,
        statut: 'en_cours',
        montant: 150_000,
        raw: { id: CHECKOUT_ID, status: 'pending', checkout_url: CHECKOUT_URL },
      },
    ]);
  });

  it('asking again while the checkout is open returns the same page without a second checkout', async () => {
    const { headers, order, fake } = await checkoutFor();
    const again = await pay(t.app, headers, order.id, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checkout_url).toBe(CHECKOUT_URL);
    fake.verify();
    expect(await paiementsOf(t.database.db, order.id)).toHaveLength(1);
  });

  it('Chargily refusing or unreachable: 502, the attempt closed (no page was shown), a new try works', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app, { typePaiement: 'cib' });
    const refused = installFetch(
      recordedFetch([
        {
          expect: checkoutRequest(order, 1),
          reply: { status: 401, body: { message: 'Unauthenticated.' } },
        },
        { expect: checkoutRequest(order, 2), reply: { networkError: true } },
      ]),
    );
    for (const _ of [1, 2]) {
      const res = await pay(t.app, headers, order.id, {});
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
      );
    }
    refused.verify();
    expect((await paiementsOf(db, order.id)).map((p) => p.statut)).toEqual(['refuse', 'refuse']);
    const fake = installFetch(
      recordedFetch([{ expect: checkoutRequest(order, 3), reply: recording('chargily-checkout-created') }]),
    );
    expect((await pay(t.app, headers, order.id, {})).statusCode).toBe(200);
    fake.verify();
  });

  it('charges whole dinars: 1 234,50 DZD becomes 1 235', async () => {
    const { order, res, fake } = await checkoutFor({ montant: 1234.5, amount: 1235 });
    fake.verify();
    expect(res.statusCode).toBe(200);
    expect(await paiementsOf(t.database.db, order.id)).toMatchObject([{ montant: 123_500 }]);
  });

  it('refuses card data while Chargily is on', async () => {
    const { headers, order } = await cardOrder(t.app, { typePaiement: 'cib' });
    const res = await pay(t.app, headers, order.id, { cardPaiement: GOOD_CARD });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['cardPaiement']);
  });

  it('a devise order still uses the sandbox when only Chargily is on', async () => {
    const { headers, order } = await cardOrder(t.app, { typePaiement: 'devise' });
    expect((await pay(t.app, headers, order.id)).statusCode).toBe(200);
  });

  it('checkout.paid (signed) pays the order once, however often it is delivered', async () => {
    const db = t.database.db;
    const { headers, order } = await checkoutFor();
    const body = eventBody('chargily-event-checkout-paid', order);
    const res = await signed(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
    await Promise.all([signed(body), signed(body)]);
    expect(await signed(body)).toMatchObject({ statusCode: 200 });
    expect(await historyOf(db, order.id)).toEqual([
      {
        etat: 'en_attente_de_livraison',
        actorRole: 'system',
        actorId: null,
        note: 'Paiement CIB / EDAHABIA confirmé par Chargily Pay.',
      },
    ]);
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi', providerRef: CHECKOUT_ID }]);
    // Paid: a new payment is refused.
    expect((await pay(t.app, headers, order.id, {})).json()).toEqual({
      message: 'Cette commande est déjà payée.',
      code: 'payment_already_paid',
      params: {},
    });
  });

  it('refuses an unsigned or wrongly signed notification with 400', async () => {
    const db = t.database.db;
    const { order } = await checkoutFor();
    const body = eventBody('chargily-event-checkout-paid', order);
    for (const res of [
      await sendWebhook(body),
      await sendWebhook(body, chargilySignature(body, 'test_sk_other')),
      await sendWebhook(body.replace('"amount":1500', '"amount":15'), chargilySignature(body, API_KEY)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Signature invalide.' });
    }
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
  });

  it('checkout.failed is recorded and lets the client start a new checkout', async () => {
    const db = t.database.db;
    const { headers, order } = await checkoutFor();
    // An event type that is no failure (even one named like an object's property) changes nothing.
    const odd = JSON.parse(eventBody('chargily-event-checkout-failed', order));
    odd.type = 'toString';
    expect((await signed(JSON.stringify(odd))).statusCode).toBe(200);
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'en_cours' }]);
    expect((await signed(eventBody('chargily-event-checkout-failed', order))).statusCode).toBe(200);
    expect(await paiementsOf(db, order.id)).toMatchObject([
      { statut: 'refuse', message: 'Le paiement par carte CIB / EDAHABIA a échoué.' },
    ]);
    // A second checkout has its own id (the provider reference is unique per provider).
    const second = recording('chargily-checkout-created');
    (second.body as { id: string }).id = '01j6d3b8c0d2e4f6g8h0j2k4m6';
    const fake = installFetch(recordedFetch([{ expect: checkoutRequest(order, 2), reply: second }]));
    expect((await pay(t.app, headers, order.id, {})).statusCode).toBe(200);
    fake.verify();
    expect((await paiementsOf(db, order.id)).map((p) => p.statut)).toEqual(['refuse', 'en_cours']);
  });
});

describe('the Chargily provider', () => {
  useNoNetwork();

  it('stops waiting for a checkout after 30 seconds: unavailable, nothing paid', async () => {
    vi.useFakeTimers();
    try {
      let asked = 0;
      vi.stubGlobal('fetch', () => {
        asked++;
        return new Promise<Response>(() => {});
      });
      const provider = createChargilyProvider({
        apiKey: API_KEY,
        mode: 'test',
        appUrl: 'https://souk.example.dz',
      });
      const charge = provider.charge({
        order: { id: 7, ref: '7KQ2-M9XD' },
        amount: 150_000,
        paiementId: 3,
        idempotencyKey: 'commande:7:1',
        source: { kind: 'redirect' },
      });
      let settled: unknown = 'pending';
      charge.then(
        () => {
          settled = 'resolved';
        },
        (error) => {
          settled = error;
        },
      );
      await vi.advanceTimersByTimeAsync(29_999);
      expect(asked).toBe(1);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeInstanceOf(ProviderUnavailableError);
      expect(settled).toMatchObject({ outcomeUnknown: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
