import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { cardOrder, historyOf, orderState, paiementsOf, pay } from './payments.fixtures';
import {
  installFetch,
  recordedEvent,
  recordedFetch,
  recording,
  stripeSignatureHeader,
  stripeUnreachable,
  useNoNetwork,
} from './recorded-fetch.fixtures';

const SECRET = 'whsec_test_souk';
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51Souk', STRIPE_WEBHOOK_SECRET: SECRET };
const PI = 'pi_3PqK7aLkdIwHu7ix1Fh2rW8d';

describe('POST /api/v1/webhooks/stripe', () => {
  const t = useTestApp(STRIPE);
  useNoNetwork();

  const send = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload: body,
    });
  const signed = (body: string, at = new Date()) => send(body, stripeSignatureHeader(body, SECRET, at));

  /** An order whose payment waits for 3-D Secure (the recorded requires_action reply). */
  async function awaitingBank() {
    const buyer = await cardOrder(t.app);
    installFetch(
      recordedFetch([
        {
          expect: { method: 'POST', url: 'https://api.stripe.com/v1/payment_intents' },
          reply: recording('stripe-payment-intent-requires-action'),
        },
      ]),
    );
    const res = await pay(t.app, buyer.headers, buyer.order.id, {
      payment_method: 'pm_1PqK7ZLkdIwHu7ixM2sa3DSq',
    });
    expect(res.statusCode).toBe(202);
    const [attempt] = await paiementsOf(t.database.db, buyer.order.id);
    return { ...buyer, attempt };
  }

  /** The recorded event, pointing at our order and attempt, as Stripe would send it (pretty-printed). */
  function eventBody(name: string, order: { id: number }, paiementId: number) {
    const event = recordedEvent(name);
    event.data.object.metadata = {
      commande_id: String(order.id),
      commande_ref: 'X',
      paiement_id: String(paiementId),
    };
    return JSON.stringify(event, null, 2);
  }

  it('payment_intent.succeeded pays the order; a replay changes nothing and still answers 200', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    const body = eventBody('stripe-event-payment-intent-succeeded', order, attempt.id);

    const res = await signed(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi', providerRef: PI }]);
    expect(await historyOf(db, order.id)).toEqual([
      {
        etat: 'en_attente_de_livraison',
        actorRole: 'system',
        actorId: null,
        note: 'Paiement confirmé par Stripe.',
      },
    ]);

    const replay = await signed(body);
    expect(replay.statusCode).toBe(200);
    const twice = await Promise.all([signed(body), signed(body)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await historyOf(db, order.id)).toHaveLength(1);
    expect(await paiementsOf(db, order.id)).toHaveLength(1);
  });

  it('refuses a bad, missing or expired signature with 400 and changes nothing', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    const body = eventBody('stripe-event-payment-intent-succeeded', order, attempt.id);
    const wrongSecret = stripeSignatureHeader(body, 'whsec_other', new Date());
    const tooOld = stripeSignatureHeader(body, SECRET, new Date(Date.now() - 6 * 60_000));
    const tampered = body.replace('"amount": 150000', '"amount": 100');
    for (const res of [
      await send(body, wrongSecret),
      await send(body),
      await send(body, 'garbage'),
      await send(body, tooOld),
      await send(tampered, stripeSignatureHeader(body, SECRET, new Date())),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Signature invalide.' });
    }
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
    // Within the five minutes of tolerance, a delayed delivery is still accepted.
    expect((await signed(body, new Date(Date.now() - 4 * 60_000))).statusCode).toBe(200);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
  });

  it('while the signing secret rolls, either of the two signatures Stripe sends holds', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    const body = eventBody('stripe-event-payment-intent-succeeded', order, attempt.id);
    const at = new Date();
    const [stamp, v1] = stripeSignatureHeader(body, SECRET, at).split(',');
    const [, oldV1] = stripeSignatureHeader(body, 'whsec_old', at).split(',');
    expect((await send(`${body} `, `${stamp},${oldV1},${v1}`)).statusCode).toBe(400);
    expect((await send(body, `${stamp},${oldV1},${v1}`)).statusCode).toBe(200);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
  });

  it('payment_intent.payment_failed records the refusal; the client can try again', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    const res = await signed(eventBody('stripe-event-payment-intent-failed', order, attempt.id));
    expect(res.statusCode).toBe(200);
    const [row] = await paiementsOf(db, order.id);
    expect(row).toMatchObject({
      statut: 'refuse',
      raw: { error_code: 'payment_intent_authentication_failure' },
    });
    expect(row.message).toMatch(/^Nous ne parvenons pas à authentifier/);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
  });

  it('a success after a failure still pays (Stripe is the authority); a failure after a success does not unpay', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    await signed(eventBody('stripe-event-payment-intent-failed', order, attempt.id));
    await signed(eventBody('stripe-event-payment-intent-succeeded', order, attempt.id));
    await signed(eventBody('stripe-event-payment-intent-failed', order, attempt.id));
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi' }]);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
  });

  it('ignores a success for another amount, unknown intents and other event types (200, nothing paid)', async () => {
    const db = t.database.db;
    const { order, attempt } = await awaitingBank();
    const event = recordedEvent('stripe-event-payment-intent-succeeded');
    event.data.object.amount = 100;
    expect((await signed(JSON.stringify(event))).statusCode).toBe(200);

    const stranger = recordedEvent('stripe-event-payment-intent-succeeded');
    stranger.data.object.id = 'pi_unknown';
    stranger.data.object.metadata = {};
    expect((await signed(JSON.stringify(stranger))).statusCode).toBe(200);

    for (const type of ['charge.refunded', 'constructor']) {
      const other = recordedEvent('stripe-event-payment-intent-succeeded');
      other.type = type;
      expect((await signed(JSON.stringify(other))).statusCode).toBe(200);
    }

    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
    expect(await paiementsOf(db, order.id)).toMatchObject([{ id: attempt.id, statut: 'en_cours' }]);
  });

  it('a webhook that beats the reply finds the attempt by its metadata', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    // Stripe unreachable from our side, but it did charge and then notifies us.
    const fake = installFetch(
      recordedFetch(stripeUnreachable({ method: 'POST', url: 'https://api.stripe.com/v1/payment_intents' })),
    );
    expect((await pay(t.app, headers, order.id, { payment_method: 'pm_x1' })).statusCode).toBe(502);
    fake.verify();
    const [attempt] = await paiementsOf(db, order.id);
    expect(attempt).toMatchObject({ statut: 'en_cours', providerRef: null });
    await signed(eventBody('stripe-event-payment-intent-succeeded', order, attempt.id));
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi', providerRef: PI }]);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');
  });

  it('the reply and the webhook settling at the same time move the order once', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    installFetch(
      recordedFetch([
        {
          expect: { method: 'POST', url: 'https://api.stripe.com/v1/payment_intents' },
          reply: recording('stripe-payment-intent-succeeded'),
        },
      ]),
    );
    const paid = pay(t.app, headers, order.id, { payment_method: 'pm_1PqK2uLkdIwHu7ixVb3cT9sQ' });
    const event = recordedEvent('stripe-event-payment-intent-succeeded');
    event.data.object.id = 'pi_3PqK2vLkdIwHu7ix0T8b6yZc';
    event.data.object.metadata = { commande_id: String(order.id), paiement_id: '1' };
    const body = JSON.stringify(event);
    const [res, ...hooks] = await Promise.all([paid, signed(body), signed(body)]);
    expect(res.statusCode).toBe(200);
    expect(hooks.map((h) => h.statusCode)).toEqual([200, 200]);
    expect(await paiementsOf(db, order.id)).toMatchObject([{ statut: 'reussi' }]);
    expect(await historyOf(db, order.id)).toHaveLength(1);
  });

  it('an event for a cancelled order is recorded as needing a refund, the order stays cancelled', async () => {
    const db = t.database.db;
    const { headers, order, attempt } = await awaitingBank();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/client/commandeDelete/${order.id}`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(
      (await signed(eventBody('stripe-event-payment-intent-succeeded', order, attempt.id))).statusCode,
    ).toBe(200);
    expect((await orderState(db, order.id)).etat).toBe('annulee');
    const [row] = await paiementsOf(db, order.id);
    expect(row.statut).toBe('reussi');
    expect(row.message).toMatch(/à rembourser/);
  });
});

describe('POST /api/v1/webhooks/* while the provider is off', () => {
  const t = useTestApp();

  it('answers 404', async () => {
    for (const name of ['stripe', 'chargily']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/webhooks/${name}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
