import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCommande, makeCouponModel, makeMarchand } from '../../../test/factories';
import { clientCoupons, commandeEtats, commandes, couponModels } from '../../db/schema/commerce';
import { releaseCoupon } from '../coupons/coupons.service';
import { changeOrderState } from './order-state.service';
import {
  clientWithToken,
  commandeAdd,
  couponRow,
  ctxAs,
  makeProduct,
  orderRow,
  stockOf,
} from './orders.fixtures';

describe('changeOrderState — the one way orders change state', () => {
  const t = useTestApp();
  const admin = () => ctxAs(t.app, { role: 'user', id: 7 });

  async function placed(type: 'livraison' | 'devise' | 'cib', prix = 6000) {
    const { client, headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(t.database.db, { prix, quantite: 5 });
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }], {
      type_paiement: type,
    });
    return { client, headers, stock, order: res.json().data[0] as { id: number; ref: string } };
  }

  it('walks a cash order through the seller steps; paid only once delivered', async () => {
    const db = t.database.db;
    const { order } = await placed('livraison');
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison'] as const) {
      const change = await changeOrderState(admin(), order.id, to, { actor: 'seller' });
      expect(change.to).toBe(to);
      expect((await orderRow(db, order.id)).paidAt).toBeNull();
    }
    const done = await changeOrderState(admin(), order.id, 'livree', { actor: 'seller' });
    expect(done).toMatchObject({ from: 'en_cours_de_livraison', to: 'livree', stockReleased: false });
    const row = await orderRow(db, order.id);
    expect(row.etat).toBe('livree');
    expect(row.paidAt).toBeInstanceOf(Date);
    const history = await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, order.id));
    expect(history.map((h) => h.etat)).toEqual([
      'en_attente_de_validation',
      'en_attente_de_livraison',
      'en_cours_de_livraison',
      'livree',
    ]);
    expect(history.slice(1).map((h) => [h.actorRole, h.actorId])).toEqual([
      ['user', 7],
      ['user', 7],
      ['user', 7],
    ]);
  });

  it('marks a card order paid when the payment succeeds (the payments hook)', async () => {
    const db = t.database.db;
    const { order, client } = await placed('cib');
    const change = await changeOrderState(
      ctxAs(t.app, { role: 'client', id: client.id }),
      order.id,
      'en_attente_de_livraison',
      {
        actor: 'payment',
      },
    );
    expect(change.from).toBe('en_attente_de_paiement');
    const row = await orderRow(db, order.id);
    expect(row.paidAt).toBeInstanceOf(Date);
    const paidAt = row.paidAt!.getTime();
    await changeOrderState(admin(), order.id, 'en_cours_de_livraison', { actor: 'seller' });
    await changeOrderState(admin(), order.id, 'livree', { actor: 'seller' });
    // Delivery keeps the payment time.
    expect((await orderRow(db, order.id)).paidAt!.getTime()).toBe(paidAt);
  });

  it('refuses moves that canTransition does not allow, changing nothing', async () => {
    const db = t.database.db;
    const { order } = await placed('devise');
    const refused = [
      ['en_attente_de_livraison', 'seller'],
      ['livree', 'seller'],
      ['livree', 'scan'],
      ['annulee', 'seller'],
      ['en_cours_de_livraison', 'payment'],
    ] as const;
    for (const [to, actor] of refused) {
      await expect(changeOrderState(admin(), order.id, to, { actor })).rejects.toMatchObject({
        statusCode: 422,
        message: "Ce changement d'état n'est pas autorisé pour cette commande.",
      });
    }
    await expect(
      changeOrderState(admin(), order.id, 'livree', { actor: 'seller', refusal: 'Pas maintenant.' }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Pas maintenant.' });
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_paiement');
    expect(await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, order.id))).toHaveLength(
      1,
    );
  });

  it('answers 404 for unknown orders and for orders outside the scope', async () => {
    const db = t.database.db;
    const { order, client } = await placed('livraison');
    const shop = await makeMarchand(db);
    await expect(changeOrderState(admin(), 999_999, 'annulee', { actor: 'client' })).rejects.toMatchObject({
      statusCode: 404,
    });
    // A store may only move its own orders; this one is the platform's.
    await expect(
      changeOrderState(admin(), order.id, 'en_attente_de_livraison', {
        actor: 'seller',
        scope: { marchandId: shop.id },
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Commande introuvable.' });
    await expect(
      changeOrderState(admin(), order.id, 'annulee', { actor: 'client', scope: { clientId: client.id + 1 } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const ok = await changeOrderState(admin(), order.id, 'en_attente_de_livraison', {
      actor: 'seller',
      scope: { marchandId: null },
    });
    expect(ok.to).toBe('en_attente_de_livraison');
  });

  it('issues the best reward coupon once when an order is delivered', async () => {
    const db = t.database.db;
    const small = await makeCouponModel(db, {
      designation: 'Petit',
      montant: 100_000,
      remise: 20_000,
      duree: 10,
    });
    const best = await makeCouponModel(db, {
      designation: 'Grand',
      montant: 500_000,
      remise: 80_000,
      duree: 15,
    });
    await makeCouponModel(db, { designation: 'Retiré', montant: 0, remise: 900_000, valide: false });
    await makeCouponModel(db, { designation: 'Trop haut', montant: 9_000_000, remise: 950_000 });
    const { order, client } = await placed('livraison', 6000);
    await changeOrderState(admin(), order.id, 'en_attente_de_livraison', { actor: 'seller' });
    await changeOrderState(admin(), order.id, 'en_cours_de_livraison', { actor: 'seller' });
    const before = Date.now();
    const done = await changeOrderState(admin(), order.id, 'livree', { actor: 'seller' });
    expect(done.rewardCouponId).not.toBeNull();
    const reward = await couponRow(db, done.rewardCouponId!);
    expect(reward).toMatchObject({
      clientId: client.id,
      couponModelId: best.id,
      etat: 'non_utilise',
      sourceCommandeId: order.id,
    });
    expect(reward.code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    const days = (reward.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(14.99);
    expect(days).toBeLessThan(15.01);
    const models = await db.select().from(couponModels);
    expect(models.find((m) => m.id === best.id)?.nbrCoupon).toBe(1);
    expect(models.find((m) => m.id === small.id)?.nbrCoupon).toBe(0);
    // Delivered is final: no second move, no second reward.
    await expect(changeOrderState(admin(), order.id, 'livree', { actor: 'seller' })).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(await db.select().from(clientCoupons)).toHaveLength(1);

    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/coupons',
      headers: (await clientWithToken(t.app)).headers,
    });
    expect(shown.json().data).toEqual([]);
  });

  it('issues no reward below every threshold', async () => {
    const db = t.database.db;
    await makeCouponModel(db, { montant: 1_000_000 });
    const { order } = await placed('livraison', 50);
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'] as const) {
      await changeOrderState(admin(), order.id, to, { actor: 'seller' });
    }
    expect(await db.select().from(clientCoupons)).toHaveLength(0);
  });

  it('does not count the delivery fee towards the reward threshold', async () => {
    const db = t.database.db;
    await makeCouponModel(db, { montant: 600_000, remise: 50_000 });
    const { order } = await placed('livraison', 5000);
    // 5 000 DZD of articles + 1 500 DZD of delivery: 6 500 DZD paid, but only 5 000 DZD bought.
    await db
      .update(commandes)
      .set({ fraisLivraison: 150_000, montantAPayer: sql`${commandes.montantAPayer} + 150000` })
      .where(eq(commandes.id, order.id));
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'] as const) {
      await changeOrderState(admin(), order.id, to, { actor: 'seller' });
    }
    expect(await db.select().from(clientCoupons)).toHaveLength(0);
  });

  it('runs as a savepoint of the caller: a failure after it undoes it too', async () => {
    const db = t.database.db;
    const { order, stock } = await placed('devise');
    await expect(
      db.transaction(async (tx) => {
        await changeOrderState({ ...admin(), db: tx }, order.id, 'annulee', { actor: 'system' });
        expect(await stockOf(tx, stock.id)).toBe(5);
        throw new Error('payment provider said no');
      }),
    ).rejects.toThrow('payment provider said no');
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_paiement');
    expect(await stockOf(db, stock.id)).toBe(4);
  });

  it('gives a coupon back only when no other live order holds it', async () => {
    const db = t.database.db;
    const { client } = await clientWithToken(t.app);
    const { article } = await makeProduct(db);
    const model = await makeCouponModel(db);
    const coupon = await makeClientCoupon(db, client.id, model.id, { etat: 'utilise', usedAt: new Date() });
    const a = await makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }], {
      clientCouponId: coupon.id,
    });
    const b = await makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }], {
      clientCouponId: coupon.id,
    });
    expect(await releaseCoupon(db, coupon.id, a.id)).toBe(false);
    await changeOrderState(admin(), b.id, 'annulee', { actor: 'client' });
    expect((await couponRow(db, coupon.id)).etat).toBe('utilise');
    await changeOrderState(admin(), a.id, 'annulee', { actor: 'client' });
    expect((await couponRow(db, coupon.id)).etat).toBe('non_utilise');
  });
});
