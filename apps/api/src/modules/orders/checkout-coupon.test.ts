import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel, makeMarchand } from '../../../test/factories';
import { commandes } from '../../db/schema/commerce';
import { clientWithToken, commandeAdd, couponRow, makeProduct, stockOf } from './orders.fixtures';

describe('POST /api/v1/client/commandeAdd — coupon', () => {
  const t = useTestApp();

  async function twoSellers() {
    const db = t.database.db;
    const shop = await makeMarchand(db);
    const small = await makeProduct(db, { designation: 'Petit', prix: 1000 });
    const big = await makeProduct(db, { marchandId: shop.id, designation: 'Grand', prix: 6000 });
    return { shop, small, big };
  }

  it('applies the remise to the largest order of the checkout and spends the code', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { designation: 'Fidélité', remise: 50_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { shop, small, big } = await twoSellers();

    const res = await commandeAdd(
      t.app,
      headers,
      [
        { stock_article_id: small.stock.id, quantite: 2 },
        { stock_article_id: big.stock.id, quantite: 1 },
      ],
      { coupon_id: coupon.id },
    );
    expect(res.statusCode).toBe(201);
    const [platform, store] = res.json().data;
    expect(platform).toMatchObject({ total: 2000, remise_coupon: 0, montant_a_payer: 2000, coupon: null });
    expect(store).toMatchObject({
      marchand: { id: shop.id },
      total: 6000,
      remise_coupon: 500,
      montant_a_payer: 5500,
      coupon: { code: coupon.code, modelCoupon: { designation: 'Fidélité', remise: 500 } },
    });
    const used = await couponRow(db, coupon.id);
    expect(used.etat).toBe('utilise');
    expect(used.usedAt).not.toBeNull();
    const rows = await db.select().from(commandes).where(eq(commandes.clientCouponId, coupon.id));
    expect(rows.map((r) => r.id)).toEqual([store.id]);
  });

  it('accepts the code (any case, stray spaces) instead of the id', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { remise: 30_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id, { code: 'ABCDE-FGHJK' });
    const { small } = await twoSellers();
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: small.stock.id, quantite: 1 }], {
      coupon_id: ' abcde-fghjk ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ remise_coupon: 300, montant_a_payer: 700 });
    expect((await couponRow(db, coupon.id)).etat).toBe('utilise');
  });

  it('caps the remise at the order total: the amount to pay never goes below zero', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { remise: 500_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { small } = await twoSellers();
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: small.stock.id, quantite: 1 }], {
      coupon_id: String(coupon.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ total: 1000, remise_coupon: 1000, montant_a_payer: 0 });
  });

  it('refuses a spent, expired, withdrawn, unknown or foreign coupon, and writes nothing', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const other = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const withdrawn = await makeCouponModel(db, { valide: false });
    const spent = await makeClientCoupon(db, client.id, model.id, { etat: 'utilise', usedAt: new Date() });
    const expired = await makeClientCoupon(db, client.id, model.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const offModel = await makeClientCoupon(db, client.id, withdrawn.id);
    const foreign = await makeClientCoupon(db, other.client.id, model.id);
    const { small } = await twoSellers();
    for (const couponId of [
      spent.id,
      expired.id,
      offModel.id,
      foreign.id,
      foreign.code,
      999_999,
      'NOPE0-NOPE0',
    ]) {
      const res = await commandeAdd(t.app, headers, [{ stock_article_id: small.stock.id, quantite: 1 }], {
        coupon_id: couponId,
      });
      expect(res.statusCode, String(couponId)).toBe(422);
      expect(res.json()).toEqual({
        message: 'Coupon invalide ou expiré.',
        errors: { coupon_id: ['Coupon invalide ou expiré.'] },
        codes: { coupon_id: [{ code: 'coupon_invalid', params: {} }] },
      });
    }
    expect(await stockOf(db, small.stock.id)).toBe(10);
    expect(await db.select().from(commandes)).toHaveLength(0);
    expect((await couponRow(db, foreign.id)).etat).toBe('non_utilise');
  });

  it('uses a code once: the second checkout with it is refused', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { small } = await twoSellers();
    const lines = [{ stock_article_id: small.stock.id, quantite: 1 }];
    expect((await commandeAdd(t.app, headers, lines, { coupon_id: coupon.id })).statusCode).toBe(201);
    const again = await commandeAdd(t.app, headers, lines, { coupon_id: coupon.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ coupon_id: ['Coupon invalide ou expiré.'] });
    expect(await stockOf(db, small.stock.id)).toBe(9);
  });

  it('leaves the coupon unspent when the checkout fails on stock', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { small } = await twoSellers();
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: small.stock.id, quantite: 11 }], {
      coupon_id: coupon.id,
    });
    expect(res.statusCode).toBe(422);
    expect((await couponRow(db, coupon.id)).etat).toBe('non_utilise');
  });
});
