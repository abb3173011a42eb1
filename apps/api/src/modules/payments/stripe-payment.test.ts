import { fixedCode } from '@souk/domain/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { paiements } from '../../db/schema/commerce';
import { cardOrder, GOOD_CARD, historyOf, orderState, paiementsOf, pay } from './payments.fixtures';
import {
  type ExpectedRequest,
  installFetch,
  type Recording,
  recordedFetch,
  recording,
  stripeUnreachable,
  useNoNetwork,
} from './recorded-fetch.fixtures';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51Souk',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Souk',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_souk',
};
const PM = 'pm_1PqK2uLkdIwHu7ixVb3cT9sQ';

/** The PaymentIntent request Stripe must receive for `order` (attempt `n`). */
function intentRequest(order: { id: number; ref: string }, paiementId: number, n = 1): ExpectedRequest {
  return {
    method: 'POST',
    url: 'https://api.stripe.com/v1/payment_intents',
    headers: {
      Authorization: 'Bearer sk_test_51Souk',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': `commande:${order.id}:${n}`,
      'Stripe-Version': '2026-10-28.endive',
      'Accept-Language': 'fr',
    },
    form: {
      amount: '150000',
      currency: 'dzd',
      payment_method: PM,
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      description: `Commande ${order.ref}`,
      'metadata[commande_id]': String(order.id),
      'metadata[commande_ref]': order.ref,
      'metadata[paiement_id]': String(paiementId),
    },
  };
}

describe('commandePayer with Stripe switched on (recorded replies)', () => {
  const t = useTestApp(STRIPE);
  useNoNetwork();

  async function payWith(reply: Recording | { networkError: true }) {
    const buyer = await cardOrder(t.app);
    const request = intentRequest(buyer.order, 1);
    const fake = installFetch(
      recordedFetch('networkError' in reply ? stripeUnreachable(request) : [{ expect: request, reply }]),
    );
    const res = await pay(t.app, buyer.headers, buyer.order.id, { payment_method: PM });
    return { ...buyer, res, fake };
  }

  it('confirms a PaymentIntent: 200 and the order paid, with the intent as reference', async () => {
    const db = t.database.db;
    const { order, res, fake } = await payWith(recording('stripe-payment-intent-succeeded'));
    fake.verify();
    expect(fake.requests[0].headers['accept-language']).toBe('fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Paiement effectué avec success',
      data: { commande_id: order.id, etat: 'en_attente_de_livraison', paye: true },
    });
    expect(await paiementsOf(db, order.id)).toMatchObject([
      {
        provider: 'stripe',
        providerRef: 'pi_3PqK2vLkdIwHu7ix0T8b6yZc',
        statut: 'reussi',
        montant: 150_000,
        raw: { id: 'pi_3PqK2vLkdIwHu7ix0T8b6yZc', status: 'succeeded', amount: 150_000, currency: 'dzd' },
      },
    ]);
    // The client secret is for the browser only: never stored.
    expect(JSON.stringify(await paiementsOf(db, order.id))).not.toContain('secret');
    expect(await historyOf(db, order.id)).toMatchObject([
      { etat: 'en_attente_de_livraison', note: 'Paiement par carte accepté (Stripe).' },
    ]);
  });

  it('3-D Secure: 202 with the client secret, the attempt stays open and the order unpaid', async () => {
    const db = t.database.db;
    const { headers, order, res, fake } = await payWith(recording('stripe-payment-intent-requires-action'));
    fake.verify();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'Veuillez confirmer le paiement auprès de votre banque (3-D Secure).',
      data: {
        commande_id: order.id,
        etat: 'en_attente_de_paiement',
        paye: false,
        client_secret: 'pi_3PqK7aLkdIwHu7ix1Fh2rW8d_secret_Zt4rLq0mWcY7nB2xK9sPd5eVa',
      },
    });
    expect(await paiementsOf(db, order.id)).toMatchObject([
      { statut: 'en_cours', providerRef: 'pi_3PqK7aLkdIwHu7ix1Fh2rW8d' },
    ]);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');

    // While the bank check is open, a second submission does not reach Stripe (no fetch installed).
    const again = await pay(t.app, headers, order.id, { payment_method: PM });
    expect(again.statusCode).toBe(409);
    expect(await paiementsOf(db, order.id)).toHaveLength(1);
    fake.verify();
  });

  it("a declined card: 401 with Stripe's message, the refused attempt recorded", async () => {
    const db = t.database.db;
    const declined = recording('stripe-card-declined');
    const { order, res, fake } = await payWith(declined);
    fake.verify();
    expect(res.statusCode).toBe(401);
    const message = (declined.body as { error: { message: string } }).error.message;
    // Stripe's sentence, with the table's code when it is one of its sentences (decision 0041).
    const coded = fixedCode(message);
    expect(res.json()).toEqual({ message, ...(coded ?? {}) });
    expect(await paiementsOf(db, order.id)).toMatchObject([
      {
        statut: 'refuse',
        providerRef: 'pi_3PqKA1LkdIwHu7ix0yQ4pZt7',
        message: 'Votre carte a été refusée.',
        raw: { error_code: 'card_declined', decline_code: 'generic_decline' },
      },
    ]);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
  });

  it('refuses card data while Stripe is on (422), and asks for a payment method', async () => {
    const { headers, order } = await cardOrder(t.app);
    const withCard = await pay(t.app, headers, order.id, { cardPaiement: GOOD_CARD });
    expect(withCard.statusCode).toBe(422);
    expect(withCard.json().errors).toEqual({
      cardPaiement: [
        'Les données de carte ne sont pas acceptées par le serveur : saisissez votre carte dans le formulaire sécurisé du prestataire de paiement.',
      ],
    });
    const none = await pay(t.app, headers, order.id, {});
    expect(none.json().errors).toEqual({ payment_method: ['Le moyen de paiement est obligatoire.'] });
    const bad = await pay(t.app, headers, order.id, { payment_method: 'tok_visa' });
    expect(bad.json().errors).toEqual({ payment_method: ['Le moyen de paiement est invalide.'] });
    expect(await paiementsOf(t.database.db, order.id)).toEqual([]);
  });

  it('Stripe unreachable: 502, the attempt stays open (it may have charged) and blocks a second charge', async () => {
    const db = t.database.db;
    const { headers, order, res, fake } = await payWith({ networkError: true });
    fake.verify();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
    );
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'en_cours', providerRef: null }]);
    const again = await pay(t.app, headers, order.id, { payment_method: PM });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Un paiement est déjà en cours pour cette commande. Veuillez patienter quelques minutes.',
    );
  });

  it('an attempt left open past 30 minutes is given up, and a new one may start', async () => {
    const db = t.database.db;
    const { headers, order, fake: first } = await payWith({ networkError: true });
    first.verify();
    await db
      .update(paiements)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paiements.commandeId, order.id));
    const fake = installFetch(
      recordedFetch([
        { expect: intentRequest(order, 2, 2), reply: recording('stripe-payment-intent-succeeded') },
      ]),
    );
    expect((await pay(t.app, headers, order.id, { payment_method: PM })).statusCode).toBe(200);
    fake.verify();
    expect((await paiementsOf(db, order.id)).map((p) => [p.statut, p.message])).toEqual([
      ['refuse', 'Tentative sans réponse du prestataire : abandonnée.'],
      ['reussi', null],
    ]);
  });

  it('Stripe refusing our key (401) closes the attempt: the client may try again', async () => {
    const db = t.database.db;
    const {
      headers,
      order,
      res,
      fake: refused,
    } = await payWith({
      status: 401,
      body: { error: { message: 'Invalid API Key provided: sk_test_***ouk', type: 'invalid_request_error' } },
    });
    // Not retried: the same key would be refused again.
    refused.verify();
    expect(res.statusCode).toBe(502);
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'refuse' }]);
    const fake = installFetch(
      recordedFetch([
        { expect: intentRequest(order, 2, 2), reply: recording('stripe-payment-intent-succeeded') },
      ]),
    );
    expect((await pay(t.app, headers, order.id, { payment_method: PM })).statusCode).toBe(200);
    fake.verify();
  });

  it('Stripe failing (500) is retried once with the same key, then 502 with the attempt left open', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const failing = {
      status: 500,
      body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
    };
    const request = intentRequest(order, 1);
    const fake = installFetch(
      recordedFetch([
        { expect: request, reply: failing },
        { expect: request, reply: failing },
      ]),
    );
    const res = await pay(t.app, headers, order.id, { payment_method: PM });
    fake.verify();
    expect(res.statusCode).toBe(502);
    // Stripe may have charged: the webhook settles it, a second submission waits.
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'en_cours', providerRef: null }]);
    expect((await pay(t.app, headers, order.id, { payment_method: PM })).statusCode).toBe(409);
  });

  it('a payment method Stripe does not know: 422 on payment_method, the attempt closed', async () => {
    const db = t.database.db;
    const { headers, order, res, fake } = await payWith({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: `No such PaymentMethod: '${PM}'`,
        },
      },
    });
    fake.verify();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ payment_method: ['Le moyen de paiement est invalide.'] });
    expect(await paiementsOf(db, order.id)).toMatchObject([
      { statut: 'refuse', raw: { error_code: 'resource_missing' } },
    ]);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
    const fake2 = installFetch(
      recordedFetch([
        { expect: intentRequest(order, 2, 2), reply: recording('stripe-payment-intent-succeeded') },
      ]),
    );
    expect((await pay(t.app, headers, order.id, { payment_method: PM })).statusCode).toBe(200);
    fake2.verify();
  });

  it('two submissions at once reach Stripe once', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const fake = installFetch(
      recordedFetch([
        { expect: intentRequest(order, 1), reply: recording('stripe-payment-intent-succeeded') },
      ]),
    );
    const results = await Promise.all([
      pay(t.app, headers, order.id, { payment_method: PM }),
      pay(t.app, headers, order.id, { payment_method: PM }),
    ]);
    expect(results.map((r) => r.statusCode).sort()[0]).toBe(200);
    fake.verify();
    expect(fake.requests).toHaveLength(1);
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi' }]);
    expect(await historyOf(db, order.id)).toHaveLength(1);
  });
});
