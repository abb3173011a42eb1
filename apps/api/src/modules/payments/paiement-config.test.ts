import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeOrder } from '../orders/backoffice-orders.fixtures';
import {
  clientWithToken,
  commandeAdd,
  makeProduct,
  orderRow,
  otherRoleHeaders,
  stockOf,
} from '../orders/orders.fixtures';
import { GOOD_CARD as SANDBOX_CARD } from './payments.fixtures';

const get = (app: Parameters<typeof clientWithToken>[0], headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/client/paiementConfig', headers });

describe('GET /api/v1/client/paiementConfig — no provider key', () => {
  const t = useTestApp();

  it('shows the sandbox card form for both types, and needs a client token', async () => {
    const { headers } = await clientWithToken(t.app);
    const res = await get(t.app, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { devise: 'sandbox', cib: 'sandbox', stripe_publishable_key: null } });
    expect((await get(t.app, {})).statusCode).toBe(401);
    const others = await otherRoleHeaders(t.app);
    expect((await get(t.app, others.partner)).statusCode).toBe(403);
    expect((await get(t.app, others.admin)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/client/paiementConfig — Stripe and Chargily on', () => {
  const t = useTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51Souk',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Souk',
    CHARGILY_API_KEY: 'test_sk_souk',
  });

  it('names the providers and gives the publishable key only (never a secret)', async () => {
    const { headers } = await clientWithToken(t.app);
    const res = await get(t.app, headers);
    expect(res.json()).toEqual({
      data: { devise: 'stripe', cib: 'chargily', stripe_publishable_key: 'pk_test_51Souk' },
    });
    expect(res.body).not.toContain('sk_test');
  });
});

describe('a real deployment (DATABASE_URL set) without provider keys', () => {
  const t = useTestApp({ DATABASE_URL: 'postgres://souk@db.example/souk', NODE_ENV: 'production' });
  const typeUnavailable =
    "Ce mode de paiement n'est pas disponible sur ce site pour le moment : choisissez le paiement à la livraison.";

  it('offers neither card nor CIB, refuses such an order and its payment; cash on delivery still works', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const config = await get(t.app, headers);
    expect(config.json()).toEqual({
      data: { devise: 'indisponible', cib: 'indisponible', stripe_publishable_key: null },
    });
    const { stock } = await makeProduct(db);
    const line = [{ stock_article_id: stock.id, quantite: 1 }];
    for (const type_paiement of ['devise', 'cib']) {
      const res = await commandeAdd(t.app, headers, line, { type_paiement });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ type_paiement: [typeUnavailable] });
    }
    expect(await stockOf(db, stock.id)).toBe(10);
    expect((await commandeAdd(t.app, headers, line, { type_paiement: 'livraison' })).statusCode).toBe(201);

    // A card order left from before the switch cannot be "paid" by the sandbox either.
    const order = await makeOrder(db, { clientId: client.id, typePaiement: 'devise' });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandePayer/${order.id}`,
      headers,
      payload: { cardPaiement: SANDBOX_CARD },
    });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().errors).toEqual({ type_paiement: [typeUnavailable] });
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_paiement');
  });
});

describe('a real deployment with PAYMENTS_SANDBOX=1 (staging)', () => {
  const t = useTestApp({ DATABASE_URL: 'postgres://souk@db.example/souk', PAYMENTS_SANDBOX: true });

  it('takes card payments through the sandbox', async () => {
    const { client, headers } = await clientWithToken(t.app);
    expect((await get(t.app, headers)).json().data).toMatchObject({ devise: 'sandbox', cib: 'sandbox' });
    const order = await makeOrder(t.database.db, { clientId: client.id, typePaiement: 'devise' });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandePayer/${order.id}`,
      headers,
      payload: { cardPaiement: SANDBOX_CARD },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data).toMatchObject({ etat: 'en_attente_de_livraison', paye: true });
  });
});
