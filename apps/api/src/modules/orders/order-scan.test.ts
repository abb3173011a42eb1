import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCouponModel } from '../../../test/factories';
import { clientCoupons, commandeEtats } from '../../db/schema/commerce';
import { qrDataUrl } from './order-list.service';
import { changeOrderState } from './order-state.service';
import {
  clientWithToken,
  commandeAdd,
  ctxAs,
  makeProduct,
  orderRow,
  otherRoleHeaders,
} from './orders.fixtures';

describe('POST /api/v1/client/commandeScanne/{id} — delivery confirmed by QR code', () => {
  const t = useTestApp();
  const scan = (
    headers: Record<string, string>,
    id: number | string,
    payload: Record<string, unknown> = {},
  ) => t.app.inject({ method: 'POST', url: `/api/v1/client/commandeScanne/${id}`, headers, payload });
  const admin = () => ctxAs(t.app, { role: 'user', id: 1 });

  /** A cash order of a new client, moved by the seller up to `en_cours_de_livraison`. */
  async function inDelivery(prix = 6000) {
    const session = await clientWithToken(t.app);
    const { stock } = await makeProduct(t.database.db, { prix });
    const res = await commandeAdd(t.app, session.headers, [{ stock_article_id: stock.id, quantite: 1 }]);
    const order = res.json().data[0] as { id: number; ref: string };
    for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison'] as const) {
      await changeOrderState(admin(), order.id, to, { actor: 'seller' });
    }
    const row = await orderRow(t.database.db, order.id);
    return { ...session, order, token: row.qrToken };
  }

  it('delivers the order: livree, paid, history by the client, reward issued', async () => {
    const db = t.database.db;
    const model = await makeCouponModel(db, { montant: 100_000 });
    const { client, headers, order, token } = await inDelivery();
    // The QR code printed on the parcel (the back-office detail) carries exactly the order's token.
    const { admin: adminHeaders } = await otherRoleHeaders(t.app);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/commandeShow/${order.ref}`,
      headers: adminHeaders,
    });
    expect(detail.json().data.codeQR).toBe(await qrDataUrl(token));

    const res = await scan(headers, order.id, { code: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Scan avec success' });
    const row = await orderRow(db, order.id);
    expect(row.etat).toBe('livree');
    expect(row.paidAt).toBeInstanceOf(Date);
    const [last] = (
      await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, order.id))
    ).slice(-1);
    expect(last).toMatchObject({ etat: 'livree', actorRole: 'client', actorId: client.id });
    const rewards = await db.select().from(clientCoupons);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      clientId: client.id,
      couponModelId: model.id,
      sourceCommandeId: order.id,
    });

    // Scanning again: not in delivery any more, and no second reward.
    const again = await scan(headers, order.id, { code: token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "Cette commande n'est pas en cours de livraison.",
      code: 'order_not_in_delivery',
      params: {},
    });
    expect(await db.select().from(clientCoupons)).toHaveLength(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers });
    expect(list.json().data[0]).toMatchObject({ etat: 'livree', paye: true });
  });

  it('accepts the decoded text as `qr` or `text`, or in place of the id', async () => {
    const db = t.database.db;
    for (const send of [
      (id: number, token: string) => ({ id, payload: { qr: token } }),
      (id: number, token: string) => ({ id, payload: { text: ` ${token} ` } }),
      (_id: number, token: string) => ({ id: token, payload: {} }),
    ]) {
      const { headers, order, token } = await inDelivery();
      const { id, payload } = send(order.id, token);
      const res = await scan(headers, id, payload);
      expect(res.statusCode).toBe(200);
      expect((await orderRow(db, order.id)).etat).toBe('livree');
    }
  });

  it('refuses a wrong or missing code', async () => {
    const db = t.database.db;
    const { headers, order, token } = await inDelivery();
    const other = await inDelivery();
    for (const code of ['0'.repeat(64), other.token, token.slice(0, 63), String(order.id)]) {
      const res = await scan(headers, order.id, { code });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Code QR invalide pour cette commande.',
        code: 'order_qr_invalid',
        params: {},
      });
    }
    // Someone else's token in place of the id is just as invalid (never a hint that it exists).
    const foreign = await scan(headers, other.token);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Code QR invalide pour cette commande.');
    const missing = await scan(headers, order.id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: ['Le champ code est obligatoire.'] });
    expect((await orderRow(db, order.id)).etat).toBe('en_cours_de_livraison');
    expect((await orderRow(db, other.order.id)).etat).toBe('en_cours_de_livraison');
  });

  it('refuses an order that is not out for delivery', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    const [order] = (await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }])).json()
      .data;
    const { qrToken } = await orderRow(db, order.id);
    const res = await scan(headers, order.id, { code: qrToken });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Cette commande n'est pas en cours de livraison.",
      code: 'order_not_in_delivery',
      params: {},
    });
    expect((await orderRow(db, order.id)).etat).toBe('en_attente_de_validation');
  });

  it("answers 404 for another client's order, 401 without token, 403 for other roles", async () => {
    const db = t.database.db;
    const { order, token } = await inDelivery();
    const stranger = await clientWithToken(t.app);
    const res = await scan(stranger.headers, order.id, { code: token });
    expect(res.statusCode).toBe(404);
    expect((await scan(stranger.headers, 999_999, { code: token })).statusCode).toBe(404);
    expect((await scan({}, order.id, { code: token })).statusCode).toBe(401);
    const { partner, admin: adminHeaders } = await otherRoleHeaders(t.app);
    expect((await scan(partner, order.id, { code: token })).statusCode).toBe(403);
    expect((await scan(adminHeaders, order.id, { code: token })).statusCode).toBe(403);
    expect((await orderRow(db, order.id)).etat).toBe('en_cours_de_livraison');
  });
});
