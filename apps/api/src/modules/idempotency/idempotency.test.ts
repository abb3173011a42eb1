import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { commandes, idempotencyKeys } from '../../db/schema/commerce';
import { clientWithToken, commandeAdd, type Line, makeProduct, stockOf } from '../orders/orders.fixtures';
import {
  cardOrder,
  DECLINED_NUMBER,
  GOOD_CARD,
  orderState,
  paiementsOf,
  pay,
} from '../payments/payments.fixtures';
import { deleteExpiredKeys } from './idempotency.service';

/**
 * `Idempotency-Key` on `commandeAdd` and `commandePayer` (decision 0033). Runs on PGlite (project
 * api) and on PostgreSQL (api-pg), where the concurrent requests really race for the key.
 */

const REUSED = "Cette clé d'idempotence a déjà été utilisée pour une autre requête.";

describe('Idempotency-Key on commandeAdd', () => {
  const t = useTestApp();
  const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });
  const ordersOf = async (clientId: number) =>
    t.database.db.select({ id: commandes.id }).from(commandes).where(eq(commandes.clientId, clientId));

  async function buyer(quantite = 10) {
    const session = await clientWithToken(t.app);
    const { stock } = await makeProduct(t.database.db, { quantite });
    const lines: Line[] = [{ stock_article_id: stock.id, quantite: 1 }];
    return { ...session, stock, lines };
  }

  it('replays the first reply for the same key and body, and places nothing more', async () => {
    const { client, headers, stock, lines } = await buyer();
    const first = await commandeAdd(t.app, withKey(headers, 'checkout-1'), lines);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await commandeAdd(t.app, withKey(headers, 'checkout-1'), lines);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(client.id)).toHaveLength(1);
    expect(await stockOf(t.database.db, stock.id)).toBe(9);

    // The same body without a key, or with a new key, is a new checkout.
    expect((await commandeAdd(t.app, withKey(headers, 'checkout-2'), lines)).statusCode).toBe(201);
    expect((await commandeAdd(t.app, headers, lines)).statusCode).toBe(201);
    expect(await ordersOf(client.id)).toHaveLength(3);
  });

  it('answers 422 to a used key with another body, whatever the order of its fields', async () => {
    const { client, headers, lines } = await buyer();
    expect((await commandeAdd(t.app, withKey(headers, 'k-body'), lines)).statusCode).toBe(201);
    const other = await commandeAdd(t.app, withKey(headers, 'k-body'), [{ ...lines[0], quantite: 2 }]);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: REUSED, code: 'idempotency_key_reused', params: {} });
    // Same fields, another order: the same request.
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/commandeAdd',
      headers: withKey(headers, 'k-body'),
      payload: {
        stock_articles: [{ quantite: 1, stock_article_id: lines[0].stock_article_id }],
        type_paiement: 'livraison',
        adresse: '12 rue Didouche Mourad, Alger-Centre',
        longitude: 3.042,
        latitude: 36.7529,
      },
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(client.id)).toHaveLength(1);
  });

  it("keeps one client's key to that client", async () => {
    const a = await buyer();
    const b = await clientWithToken(t.app);
    expect((await commandeAdd(t.app, withKey(a.headers, 'shared'), a.lines)).statusCode).toBe(201);
    const theirs = await commandeAdd(t.app, withKey(b.headers, 'shared'), a.lines);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(b.client.id)).toHaveLength(1);
  });

  it('places one order for two concurrent requests with the same key', async () => {
    const { client, headers, stock, lines } = await buyer();
    const replies = await Promise.all(
      [0, 1, 2].map(() => commandeAdd(t.app, withKey(headers, 'double-click'), lines)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await ordersOf(client.id)).toHaveLength(1);
    expect(await stockOf(t.database.db, stock.id)).toBe(9);
  });

  it('frees the key of a refused checkout, so the corrected attempt goes through', async () => {
    const { client, headers, stock } = await buyer(1);
    const tooMany = await commandeAdd(t.app, withKey(headers, 'retry'), [
      { stock_article_id: stock.id, quantite: 2 },
    ]);
    expect(tooMany.statusCode).toBe(422);
    const ok = await commandeAdd(t.app, withKey(headers, 'retry'), [
      { stock_article_id: stock.id, quantite: 1 },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(client.id)).toHaveLength(1);
  });

  it('refuses an unusable key, and forgets keys once expired', async () => {
    const { client, headers, lines } = await buyer();
    for (const key of ['', 'a b', 'x'.repeat(256)]) {
      const res = await commandeAdd(t.app, withKey(headers, key), lines);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'idempotency-key': [
          "L'en-tête Idempotency-Key doit contenir de 1 à 255 caractères visibles (sans espace).",
        ],
      });
      expect(res.json().codes).toEqual({
        'idempotency-key': [{ code: 'idempotency_key_invalid', params: {} }],
      });
    }
    expect(await ordersOf(client.id)).toHaveLength(0);

    expect((await commandeAdd(t.app, withKey(headers, 'old'), lines)).statusCode).toBe(201);
    const db = t.database.db;
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.ownerId, client.id));
    // An expired key is a new request.
    const late = await commandeAdd(t.app, withKey(headers, 'old'), lines);
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(client.id)).toHaveLength(2);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.ownerId, client.id));
    expect(await deleteExpiredKeys({ db })).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, client.id))).toEqual([]);
  });
});

describe('Idempotency-Key on commandePayer', () => {
  const t = useTestApp();

  it('charges once for the same key, replays the reply, and refuses the key for another card', async () => {
    const db = t.database.db;
    const { headers, order } = await cardOrder(t.app);
    const keyed = { ...headers, 'idempotency-key': 'pay-1' };
    const [first, second] = await Promise.all([pay(t.app, keyed, order.id), pay(t.app, keyed, order.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(first.json().message).toBe('Paiement effectué avec success');
    expect(await paiementsOf(db, order.id)).toHaveLength(1);
    expect((await orderState(db, order.id)).etat).toBe('en_attente_de_livraison');

    const third = await pay(t.app, keyed, order.id);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    const other = await pay(t.app, keyed, order.id, {
      cardPaiement: { ...GOOD_CARD, number: DECLINED_NUMBER },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: REUSED, code: 'idempotency_key_reused', params: {} });
    expect(await paiementsOf(db, order.id)).toHaveLength(1);
  });
});
