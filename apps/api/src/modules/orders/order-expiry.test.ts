import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import { commandeEtats } from '../../db/schema/commerce';
import { EXPIRY_NOTE, expireUnpaidOrders } from './order-expiry.service';
import { clientWithToken, commandeAdd, couponRow, makeProduct, orderRow, stockOf } from './orders.fixtures';

const HOUR = 3_600_000;

describe('expireUnpaidOrders — the sweep of unpaid card orders', () => {
  const t = useTestApp();

  it('cancels card orders unpaid after the delay, giving stock and coupon back, once', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { stock } = await makeProduct(db, { quantite: 5 });
    const line = [{ stock_article_id: stock.id, quantite: 2 }];
    const [card] = (
      await commandeAdd(t.app, headers, line, { type_paiement: 'devise', coupon_id: coupon.id })
    ).json().data;
    const [cib] = (await commandeAdd(t.app, headers, line, { type_paiement: 'cib' })).json().data;
    const [cash] = (await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }])).json()
      .data;
    expect(await stockOf(db, stock.id)).toBe(0);

    // Not yet: 23 h later nothing moves.
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 23 * HOUR), 24)).toBe(0);
    expect((await orderRow(db, card.id)).etat).toBe('en_attente_de_paiement');

    const later = new Date(Date.now() + 25 * HOUR);
    expect(await expireUnpaidOrders(db, later, 24)).toBe(2);
    expect((await orderRow(db, card.id)).etat).toBe('annulee');
    expect((await orderRow(db, cib.id)).etat).toBe('annulee');
    // Cash on delivery does not wait for a payment: untouched.
    expect((await orderRow(db, cash.id)).etat).toBe('en_attente_de_validation');
    expect(await stockOf(db, stock.id)).toBe(4);
    expect((await couponRow(db, coupon.id)).etat).toBe('non_utilise');
    const [last] = (await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, card.id))).slice(
      -1,
    );
    expect(last).toMatchObject({ etat: 'annulee', actorRole: 'system', actorId: null, note: EXPIRY_NOTE });

    // Idempotent: a second sweep (or another process) finds nothing more to do.
    expect(await expireUnpaidOrders(db, later, 24)).toBe(0);
    expect(await stockOf(db, stock.id)).toBe(4);
  });

  it('runs side by side without cancelling an order twice', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 30 });
    for (let i = 0; i < 6; i++) {
      await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 5 }], {
        type_paiement: 'devise',
      });
    }
    expect(await stockOf(db, stock.id)).toBe(0);
    const later = new Date(Date.now() + 25 * HOUR);
    const counts = await Promise.all([1, 2, 3].map(() => expireUnpaidOrders(db, later, 24)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await stockOf(db, stock.id)).toBe(30);
  });
});
