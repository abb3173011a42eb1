import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel, makeMarchand } from '../../../test/factories';
import { commandeEtats, commandes } from '../../db/schema/commerce';
import { changeOrderState } from './order-state.service';
import {
  clientWithToken,
  commandeAdd,
  couponRow,
  ctxAs,
  makeProduct,
  orderRow,
  otherRoleHeaders,
  stockOf,
} from './orders.fixtures';

describe('DELETE /api/v1/client/commandeDelete/{id} — cancellation', () => {
  const t = useTestApp();
  const cancel = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/client/commandeDelete/${id}`, headers });

  it('cancels a pending order: kept as annulee, stock given back once, history written', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 5 });
    const other = await makeProduct(db, { quantite: 4, variant: [['Taille', 'XL']] });
    const created = await commandeAdd(t.app, headers, [
      { stock_article_id: stock.id, quantite: 2 },
      { stock_article_id: other.stock.id, quantite: 4 },
    ]);
    const [order] = created.json().data;
    expect(await stockOf(db, stock.id)).toBe(3);
    expect(await stockOf(db, other.stock.id)).toBe(0);

    const res = await cancel(headers, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'La commande a été supprimée de votre panier avec success.' });
    expect((await orderRow(db, order.id)).etat).toBe('annulee');
    expect(await stockOf(db, stock.id)).toBe(5);
    expect(await stockOf(db, other.stock.id)).toBe(4);
    const history = await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, order.id));
    expect(history.map((h) => [h.etat, h.actorRole, h.actorId])).toEqual([
      ['en_attente_de_validation', 'client', client.id],
      ['annulee', 'client', client.id],
    ]);

    // A second cancellation is refused and gives nothing back twice.
    const again = await cancel(headers, order.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Cette commande ne peut plus être annulée.',
      code: 'order_not_cancellable',
      params: {},
    });
    expect(await stockOf(db, stock.id)).toBe(5);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/commandes?etat=annulee',
      headers,
    });
    expect(listed.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('cancels an unpaid card order too, and gives its coupon back', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const { stock } = await makeProduct(db, { prix: 9000 });
    const created = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }], {
      type_paiement: 'devise',
      coupon_id: coupon.id,
    });
    const [order] = created.json().data;
    expect(order.etat).toBe('en_attente_de_paiement');
    expect((await couponRow(db, coupon.id)).etat).toBe('utilise');
    expect((await cancel(headers, order.id)).statusCode).toBe(200);
    const back = await couponRow(db, coupon.id);
    expect(back.etat).toBe('non_utilise');
    expect(back.usedAt).toBeNull();
    // The order keeps the record of what it was.
    expect((await orderRow(db, order.id)).clientCouponId).toBe(coupon.id);
    // The code can be used again.
    const reuse = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }], {
      coupon_id: coupon.id,
    });
    expect(reuse.statusCode).toBe(201);
  });

  it('gives the coupon back only when the order holding it is cancelled', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const shop = await makeMarchand(db);
    const small = await makeProduct(db, { prix: 100 });
    const big = await makeProduct(db, { marchandId: shop.id, prix: 9000 });
    const created = await commandeAdd(
      t.app,
      headers,
      [
        { stock_article_id: small.stock.id, quantite: 1 },
        { stock_article_id: big.stock.id, quantite: 1 },
      ],
      { coupon_id: coupon.id },
    );
    const [platform, store] = created.json().data;
    // Cancelling the order without the coupon leaves the code spent.
    expect((await cancel(headers, platform.id)).statusCode).toBe(200);
    expect((await couponRow(db, coupon.id)).etat).toBe('utilise');
    expect((await cancel(headers, store.id)).statusCode).toBe(200);
    expect((await couponRow(db, coupon.id)).etat).toBe('non_utilise');
  });

  it('refuses once the seller has validated the order', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 3 });
    const [order] = (await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }])).json()
      .data;
    await changeOrderState(ctxAs(t.app, { role: 'user', id: 1 }), order.id, 'en_attente_de_livraison', {
      actor: 'seller',
    });
    const res = await cancel(headers, order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Cette commande ne peut plus être annulée.',
      code: 'order_not_cancellable',
      params: {},
    });
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_livraison');
    expect(await stockOf(db, stock.id)).toBe(2);
  });

  it("answers 404 for another client's order and for unknown ids", async () => {
    const db = t.database.db;
    const owner = await clientWithToken(t.app);
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    const [order] = (
      await commandeAdd(t.app, owner.headers, [{ stock_article_id: stock.id, quantite: 1 }])
    ).json().data;
    for (const id of [order.id, 999_999, 'abc', 0]) {
      const res = await cancel(headers, id);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_validation');
    expect(await stockOf(db, stock.id)).toBe(9);
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    const [order] = (await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }])).json()
      .data;
    expect((await cancel({}, order.id)).statusCode).toBe(401);
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await cancel(partner, order.id)).statusCode).toBe(403);
    expect((await cancel(admin, order.id)).statusCode).toBe(403);
    const [row] = await db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(row.etat).toBe('en_attente_de_validation');
  });
});
