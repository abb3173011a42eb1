import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCouponModel, makeMarchand } from '../../../test/factories';
import { auditLogs } from '../../db/schema/accounts';
import { clientCoupons, commandeEtats, commandes, couponModels } from '../../db/schema/commerce';
import { makeOrder } from './backoffice-orders.fixtures';
import { changeOrderState } from './order-state.service';
import {
  clientWithToken,
  commandeAdd,
  ctxAs,
  makeProduct,
  orderRow,
  otherRoleHeaders,
  stockOf,
} from './orders.fixtures';

/**
 * The delivery token (decision 0032): no client reply carries it, so a client cannot confirm a
 * delivery before the parcel arrives; the administrator corrects a delivery confirmed by mistake.
 */

describe('the delivery token never reaches the client', () => {
  const t = useTestApp();

  it('is absent from the checkout reply, every tab of the orders list, and any order state', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    const placed = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data[0] as { id: number };
    const { qrToken } = await orderRow(db, order.id);
    const admin = ctxAs(t.app, { role: 'user', id: 1 });

    const bodies = [placed.body];
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'] as const) {
      await changeOrderState(admin, order.id, to, { actor: 'seller' });
      for (const etat of ['', 'en_cours', 'livree', 'annulee']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/client/commandes${etat ? `?etat=${etat}` : ''}`,
          headers,
        });
        expect(res.statusCode).toBe(200);
        bodies.push(res.body);
      }
    }
    for (const body of bodies) {
      expect(body).not.toContain(qrToken);
      expect(body).not.toContain('codeQR');
      expect(body).not.toContain('data:image/png');
    }
  });
});

describe('POST /api/v1/user/commandeCorrigerLivraison/{id}', () => {
  const t = useTestApp();
  const correct = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/user/commandeCorrigerLivraison/${id}`, headers, payload });

  /** A cash order a client confirmed by scanning (the wrong confirmation to undo), with its reward. */
  async function scannedCashOrder() {
    const db = t.database.db;
    const model = await makeCouponModel(db, { montant: 1_000 });
    const session = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { prix: 6000 });
    const res = await commandeAdd(t.app, session.headers, [{ stock_article_id: stock.id, quantite: 1 }]);
    const order = res.json().data[0] as { id: number; ref: string };
    const admin = ctxAs(t.app, { role: 'user', id: 1 });
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison'] as const) {
      await changeOrderState(admin, order.id, to, { actor: 'seller' });
    }
    const { qrToken } = await orderRow(db, order.id);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandeScanne/${order.id}`,
      headers: session.headers,
      payload: { code: qrToken },
    });
    expect(scanned.statusCode).toBe(200);
    return { ...session, order, model, qrToken, stock };
  }

  it('puts the order back in delivery, unpaid, withdraws the unspent reward, keeps the reason and audits it', async () => {
    const db = t.database.db;
    const { order, model, headers, qrToken } = await scannedCashOrder();
    const [before] = await db.select().from(couponModels).where(eq(couponModels.id, model.id));
    expect(before.nbrCoupon).toBe(1);
    const { admin } = await otherRoleHeaders(t.app);

    const res = await correct(admin, order.id, { motif: 'Scanné avant la remise du colis' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Livraison corrigée : la commande est de nouveau en cours de livraison.',
      data: {
        id: order.id,
        ref: order.ref,
        etat: 'en_cours_de_livraison',
        paye: false,
        coupon_retire: true,
        coupon_utilise: null,
      },
    });
    const row = await orderRow(db, order.id);
    expect(row.etat).toBe('en_cours_de_livraison');
    expect(row.paidAt).toBeNull();
    expect(await db.select().from(clientCoupons).where(eq(clientCoupons.sourceCommandeId, order.id))).toEqual(
      [],
    );
    const [after] = await db.select().from(couponModels).where(eq(couponModels.id, model.id));
    expect(after.nbrCoupon).toBe(0);
    const history = await db
      .select()
      .from(commandeEtats)
      .where(eq(commandeEtats.commandeId, order.id))
      .orderBy(commandeEtats.id);
    expect(history.at(-1)).toMatchObject({
      etat: 'en_cours_de_livraison',
      actorRole: 'user',
      note: 'Livraison corrigée : Scanné avant la remise du colis',
    });
    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'POST /v1/user/commandeCorrigerLivraison/:id'));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry.details)).toContain('Scanné avant la remise du colis');
    expect(entry.entityId).toBe(String(order.id));

    // The client sees it unpaid again; the real delivery later pays it and rewards it once.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers });
    expect(list.json().data[0]).toMatchObject({ etat: 'en_cours_de_livraison', paye: false, paid_at: null });
    const rescanned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandeScanne/${order.id}`,
      headers,
      payload: { code: qrToken },
    });
    expect(rescanned.statusCode).toBe(200);
    expect((await orderRow(db, order.id)).paidAt).toBeInstanceOf(Date);
    expect(
      await db.select().from(clientCoupons).where(eq(clientCoupons.sourceCommandeId, order.id)),
    ).toHaveLength(1);
  });

  it('keeps a reward already spent and names it; leaves the stock alone', async () => {
    const db = t.database.db;
    const { order, stock } = await scannedCashOrder();
    const [reward] = await db
      .select()
      .from(clientCoupons)
      .where(eq(clientCoupons.sourceCommandeId, order.id));
    await db
      .update(clientCoupons)
      .set({ etat: 'utilise', usedAt: new Date() })
      .where(eq(clientCoupons.id, reward.id));
    const stockBefore = await stockOf(db, stock.id);
    const { admin } = await otherRoleHeaders(t.app);
    const res = await correct(admin, order.id, { motif: 'Erreur de saisie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ coupon_retire: false, coupon_utilise: reward.code });
    expect(await db.select().from(clientCoupons).where(eq(clientCoupons.id, reward.id))).toHaveLength(1);
    expect(await stockOf(db, stock.id)).toBe(stockBefore);
  });

  it("keeps a card order paid, and works on a store's order too", async () => {
    const db = t.database.db;
    const { client } = await clientWithToken(t.app);
    const { admin } = await otherRoleHeaders(t.app);
    const store = await makeMarchand(db);
    const order = await makeOrder(db, {
      clientId: client.id,
      marchandId: store.id,
      typePaiement: 'devise',
      etat: 'livree',
    });
    const paidAt = new Date('2026-01-02T10:00:00Z');
    await db.update(commandes).set({ paidAt }).where(eq(commandes.id, order.id));
    const res = await correct(admin, order.id, { motif: 'Colis perdu par le transporteur' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      etat: 'en_cours_de_livraison',
      paye: true,
      coupon_retire: false,
    });
    expect((await orderRow(db, order.id)).paidAt).toEqual(paidAt);
  });

  it('refuses an order not delivered, an empty reason, and anyone but the administrator', async () => {
    const db = t.database.db;
    const { client, headers: clientHeaders } = await clientWithToken(t.app);
    const { partner, admin } = await otherRoleHeaders(t.app);
    const pending = await makeOrder(db, { clientId: client.id, etat: 'en_cours_de_livraison' });
    const notDelivered = await correct(admin, pending.id, { motif: 'Erreur' });
    expect(notDelivered.statusCode).toBe(422);
    expect(notDelivered.json()).toEqual({
      message: 'Seule une commande livrée peut voir sa livraison corrigée.',
      code: 'order_not_delivered',
      params: {},
    });

    const delivered = await makeOrder(db, { clientId: client.id, etat: 'livree' });
    const blank = await correct(admin, delivered.id, { motif: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['motif']);
    expect((await correct(partner, delivered.id, { motif: 'Erreur' })).statusCode).toBe(403);
    expect((await correct(clientHeaders, delivered.id, { motif: 'Erreur' })).statusCode).toBe(403);
    expect((await correct({}, delivered.id, { motif: 'Erreur' })).statusCode).toBe(401);
    expect((await correct(admin, 999_999, { motif: 'Erreur' })).statusCode).toBe(404);
    expect((await orderRow(db, delivered.id)).etat).toBe('livree');
  });
});
