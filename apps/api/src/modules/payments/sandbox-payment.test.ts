import { CARD_MESSAGES } from '@souk/domain/card-schemas';
import { fixedCode } from '@souk/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { clientWithToken, commandeAdd, makeProduct, otherRoleHeaders } from '../orders/orders.fixtures';
import {
  cardOrder,
  DECLINED_NUMBER,
  GOOD_CARD,
  historyOf,
  orderOf,
  orderState,
  paiementsOf,
  pay,
} from './payments.fixtures';
import { useNoNetwork } from './recorded-fetch.fixtures';

describe('POST /api/v1/client/commandePayer/{id} — built-in sandbox provider', () => {
  const t = useTestApp();
  useNoNetwork();

  it('pays a devise order: 200, order en_attente_de_livraison with paid_at and history, one paiement reussi', async () => {
    const db = t.database.db;
    const { client, headers, order } = await cardOrder(t.app);
    const res = await pay(t.app, headers, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Paiement effectué avec success',
      data: { commande_id: order.id, etat: 'en_attente_de_livraison', paye: true },
    });
    const state = await orderState(db, order.id);
    expect(state.etat).toBe('en_attente_de_livraison');
    expect(state.paidAt).toBeInstanceOf(Date);
    expect(await historyOf(db, order.id)).toEqual([
      {
        etat: 'en_attente_de_livraison',
        actorRole: 'client',
        actorId: client.id,
        note: 'Paiement par carte accepté (sandbox).',
      },
    ]);
    const [paiement, ...others] = await paiementsOf(db, order.id);
    expect(others).toEqual([]);
    expect(paiement).toMatchObject({
      provider: 'sandbox',
      statut: 'reussi',
      montant: 150_000,
      idempotencyKey: `commande:${order.id}:1`,
      message: null,
      raw: { brand: 'visa', last4: '4242' },
    });
    expect(paiement.providerRef).toMatch(/^sb_[0-9a-f]{24}$/);
    // The card number and CVC are never stored.
    expect(JSON.stringify(paiement)).not.toContain('424242424242');
    expect(JSON.stringify(paiement)).not.toContain('"123"');
  });

  it('pays a cib order too, and the order list then shows it paid', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { prix: 2500 });
    const created = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 2 }], {
      type_paiement: 'cib',
    });
    const [order] = created.json().data;
    expect(order).toMatchObject({ etat: 'en_attente_de_paiement', paye: false });
    const res = await pay(t.app, headers, order.id, {
      cardPaiement: { ...GOOD_CARD, number: '5555555555554444' },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers });
    expect(list.json().data[0]).toMatchObject({ id: order.id, etat: 'en_attente_de_livraison', paye: true });
    const [paiement] = await paiementsOf(db, order.id);
    expect(paiement).toMatchObject({ montant: 500_000, raw: { brand: 'mastercard', last4: '4444' } });
  });

  it('a declined card: 401 with the message, the refused attempt is kept, the order still awaits payment', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const res = await pay(t.app, headers, order.id, {
      cardPaiement: { ...GOOD_CARD, number: DECLINED_NUMBER },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Votre carte a été refusée.',
      code: 'payment_declined',
      params: {},
    });
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_paiement');
    expect(await paiementsOf(db, order.id)).toMatchObject([
      { statut: 'refuse', message: 'Votre carte a été refusée.', raw: { last4: '0002' } },
    ]);

    // Another card then succeeds, as a second attempt with its own key.
    const again = await pay(t.app, headers, order.id);
    expect(again.statusCode).toBe(200);
    expect((await paiementsOf(db, order.id)).map((p) => [p.idempotencyKey, p.statut])).toEqual([
      [`commande:${order.id}:1`, 'refuse'],
      [`commande:${order.id}:2`, 'reussi'],
    ]);
  });

  it('puts each invalid field under its own key, the card number word for word', async () => {
    const { headers, order } = await cardOrder(t.app);
    const res = await pay(t.app, headers, order.id, {
      cardPaiement: {
        number: '4242 4242 4242 4241',
        exp_month: '13',
        exp_year: GOOD_CARD.exp_year,
        cvc: '12',
        postal_code: 'ABCDE',
        cardHolderName: '',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'cardPaiement.number': ['Veuillez entre un numéro de carte valide.'],
      'cardPaiement.exp_month': [CARD_MESSAGES.expMonth],
      'cardPaiement.cvc': [CARD_MESSAGES.cvc],
      'cardPaiement.postal_code': [CARD_MESSAGES.postalCode],
      'cardPaiement.cardHolderName': [CARD_MESSAGES.cardHolderName],
    });
    expect(res.json().message).toBe('Veuillez entre un numéro de carte valide. (et 4 erreurs en plus)');
    // Nothing was attempted.
    expect(await paiementsOf(t.database.db, order.id)).toEqual([]);
  });

  it('refuses an expired card and a missing card with field errors', async () => {
    const { headers, order } = await cardOrder(t.app);
    const lastYear = String(new Date().getUTCFullYear() - 1);
    const expired = await pay(t.app, headers, order.id, {
      cardPaiement: { ...GOOD_CARD, exp_year: lastYear },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ 'cardPaiement.exp_year': [CARD_MESSAGES.expired] });

    const missing = await pay(t.app, headers, order.id, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'cardPaiement.cardHolderName',
      'cardPaiement.cvc',
      'cardPaiement.exp_month',
      'cardPaiement.exp_year',
      'cardPaiement.number',
      'cardPaiement.postal_code',
    ]);
  });

  it("another client's order and an unknown id are 404; the path id wins over the body's", async () => {
    const { order } = await cardOrder(t.app);
    const intruder = await clientWithToken(t.app);
    const res = await pay(t.app, intruder.headers, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Commande introuvable.' });
    expect((await pay(t.app, intruder.headers, 999_999)).statusCode).toBe(404);
    expect((await pay(t.app, intruder.headers, 'abc')).statusCode).toBe(404);

    // The intruder's own order in the path, the victim's in the body: the path's is paid.
    const own = await orderOf(t.database.db, intruder.client.id);
    const mixed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandePayer/${own.id}`,
      headers: intruder.headers,
      payload: { commande_id: order.id, cardPaiement: GOOD_CARD },
    });
    expect(mixed.json().data.commande_id).toBe(own.id);
    expect((await orderState(t.database.db, order.id)).etat).toBe('en_attente_de_paiement');
  });

  it('no token is 401; a partner or admin token is 403', async () => {
    const { order } = await cardOrder(t.app);
    expect((await pay(t.app, {}, order.id)).statusCode).toBe(401);
    const others = await otherRoleHeaders(t.app);
    expect((await pay(t.app, others.partner, order.id)).statusCode).toBe(403);
    expect((await pay(t.app, others.admin, order.id)).statusCode).toBe(403);
    expect(await paiementsOf(t.database.db, order.id)).toEqual([]);
  });

  it('refuses cash-on-delivery, already paid and cancelled orders with a clear 422', async () => {
    const db = t.database.db;
    const { client, headers, order: cash } = await cardOrder(t.app, { typePaiement: 'livraison' });
    const cases = [
      [cash, 'Cette commande se paie à la livraison.'],
      [
        await orderOf(db, client.id, { etat: 'en_attente_de_livraison', paidAt: new Date() }),
        'Cette commande est déjà payée.',
      ],
      [
        await orderOf(db, client.id, { etat: 'livree', typePaiement: 'cib' }),
        'Cette commande est déjà payée.',
      ],
      [
        await orderOf(db, client.id, { etat: 'annulee' }),
        'Cette commande a été annulée : elle ne peut plus être payée.',
      ],
    ] as const;
    for (const [order, message] of cases) {
      const res = await pay(t.app, headers, order.id);
      expect(res.statusCode).toBe(422);
      // The sentence's code beside it (decision 0041): the web shows it in the visitor's language.
      expect(res.json()).toEqual({ message, code: fixedCode(message)?.code, params: {} });
    }
  });

  it('paying twice: the second call is refused as already paid and nothing is charged again', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    expect((await pay(t.app, headers, order.id)).statusCode).toBe(200);
    const again = await pay(t.app, headers, order.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Cette commande est déjà payée.',
      code: 'payment_already_paid',
      params: {},
    });
    expect(await paiementsOf(db, order.id)).toHaveLength(1);
    expect(await historyOf(db, order.id)).toHaveLength(1);
  });

  it('two submissions at once charge once: one paiement reussi, one state change', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const results = await Promise.all([pay(t.app, headers, order.id), pay(t.app, headers, order.id)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser either found the first attempt open (409) or the order paid (422).
    expect([409, 422]).toContain(codes[1]);
    const rows = await paiementsOf(db, order.id);
    expect(rows.filter((p) => p.statut === 'reussi')).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(await historyOf(db, order.id)).toHaveLength(1);
  });

  it('many submissions at once still charge once', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(t.app, headers, order.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([409, 422]).toContain(r.statusCode);
    expect((await paiementsOf(db, order.id)).filter((p) => p.statut === 'reussi')).toHaveLength(1);
    expect(await historyOf(db, order.id)).toHaveLength(1);
  });

  it('an order brought to 0 DZD by a coupon is settled without charging', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app, { montant: 0 });
    const res = await pay(t.app, headers, order.id);
    expect(res.statusCode).toBe(200);
    expect(await paiementsOf(db, order.id)).toMatchObject([
      { statut: 'reussi', montant: 0, providerRef: null, raw: { gratuit: true } },
    ]);
  });
});
