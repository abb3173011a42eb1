import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import { clientCoupons, couponModels } from '../../db/schema/commerce';
import { bearer, makeClient, makeSession } from '../accounts/accounts.fixtures';
import { changeOrderState } from '../orders/order-state.service';
import { clientWithToken, commandeAdd, ctxAs, makeProduct } from '../orders/orders.fixtures';

describe('admin coupons: coupons, couponAdd, couponEdit, couponDelete, couponChangerEtat', () => {
  const t = useTestApp();
  const admin = async () => bearer((await makeSession(t.app, 'user')).token);
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1/user/${url}`, headers, ...(payload ? { payload } : {}) });
  const modelRow = async (id: number) =>
    (await t.database.db.select().from(couponModels).where(eq(couponModels.id, id)))[0];

  it('creates a model: DZD in and out, centimes in the database, active, nothing issued', async () => {
    const headers = await admin();
    const res = await call(headers, 'POST', 'couponAdd', {
      designation: '  Fidélité Aïd ',
      duree: 30,
      montant: 5000,
      remise: '750.5',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: 'Creation avec success',
      data: {
        id: expect.any(Number),
        designation: 'Fidélité Aïd',
        duree: 30,
        montant: 5000,
        remise: 750.5,
        valide: true,
        nbr_coupon: 0,
        created_at: expect.any(String),
      },
    });
    expect(await modelRow(body.data.id)).toMatchObject({ montant: 500_000, remise: 75_050, duree: 30 });
  });

  it('refuses bad input with a French message under each field, writing nothing', async () => {
    const headers = await admin();
    const cases: [object, Record<string, string[]>][] = [
      [
        {},
        {
          designation: ['Le champ désignation est obligatoire.'],
          duree: ['Le champ durée est obligatoire.'],
          montant: ['Le champ montant est obligatoire.'],
          remise: ['Le champ remise est obligatoire.'],
        },
      ],
      [
        { designation: ' ', duree: '', montant: '', remise: null },
        {
          designation: ['Le champ désignation est obligatoire.'],
          duree: ['Le champ durée est obligatoire.'],
          montant: ['Le champ montant est obligatoire.'],
          remise: ['Le champ remise est obligatoire.'],
        },
      ],
      [
        { designation: 'A', duree: 1.5, montant: -1, remise: 0 },
        {
          duree: ['La durée doit être un nombre entier de jours.'],
          montant: ['Le montant doit être supérieur ou égal à 0.'],
          remise: ['La remise doit être supérieure à 0.'],
        },
      ],
      [
        { designation: 'A', duree: 0, montant: 'beaucoup', remise: 10.005 },
        {
          duree: ["La durée doit être d'au moins 1 jour."],
          montant: ['Le montant doit être un nombre.'],
          remise: ['Le montant ne peut pas avoir plus de deux décimales.'],
        },
      ],
      [
        { designation: 'x'.repeat(101), duree: 3651, montant: 100_000_001, remise: 5 },
        {
          designation: ['Le champ désignation ne doit pas dépasser 100 caractères.'],
          duree: ['La durée ne doit pas dépasser 3650 jours.'],
          montant: ['Le montant ne doit pas dépasser 100 000 000 DZD.'],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await call(headers, 'POST', 'couponAdd', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await t.database.db.select().from(couponModels)).toHaveLength(0);
  });

  it('lists newest first, 10 a page, searches the designation, counts issued codes', async () => {
    const db = t.database.db;
    const headers = await admin();
    const client = await makeClient(db);
    const models = [];
    for (let i = 1; i <= 12; i++) {
      models.push(
        await makeCouponModel(db, {
          designation: i === 3 ? 'Spécial 100%_off' : `Fidélité ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, i)),
        }),
      );
    }
    await makeClientCoupon(db, client.id, models[11].id);
    await makeClientCoupon(db, client.id, models[11].id, { etat: 'utilise' });

    const first = (await call(headers, 'GET', 'coupons')).json();
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      id: models[11].id,
      designation: 'Fidélité 12',
      duree: 30,
      montant: 5000,
      remise: 500,
      valide: true,
      nbr_coupon: 2,
    });
    expect(first.data[1].nbr_coupon).toBe(0);
    const second = (await call(headers, 'GET', 'coupons?page=2')).json();
    expect(second.data.map((m: { id: number }) => m.id)).toEqual([models[1].id, models[0].id]);

    const found = (await call(headers, 'GET', `coupons?search=${encodeURIComponent('100%_')}`)).json();
    expect(found.data.map((m: { designation: string }) => m.designation)).toEqual(['Spécial 100%_off']);
    expect(found.links.first).toBe('/api/v1/user/coupons?search=100%25_&page=1');
    const none = (await call(headers, 'GET', 'coupons?search=%25')).json();
    expect(none.data.map((m: { designation: string }) => m.designation)).toEqual(['Spécial 100%_off']);
  });

  it('edits a model; an unknown id is a 404', async () => {
    const headers = await admin();
    const model = await makeCouponModel(t.database.db);
    const res = await call(headers, 'POST', `couponEdit/${model.id}`, {
      designation: 'Bienvenue',
      duree: 7,
      montant: 0,
      remise: 200,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Modification avec success',
      data: { id: model.id, designation: 'Bienvenue', duree: 7, montant: 0, remise: 200 },
    });
    expect(await modelRow(model.id)).toMatchObject({ montant: 0, remise: 20_000, duree: 7 });
    const unknown = await call(headers, 'POST', 'couponEdit/999999', {
      designation: 'X',
      duree: 1,
      montant: 1,
      remise: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Coupon introuvable.' });
  });

  it('blocks then unblocks a model (no body), saying which', async () => {
    const headers = await admin();
    const model = await makeCouponModel(t.database.db);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/couponChangerEtat/${model.id}`,
      headers,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'Le coupon a été bloquer avec success.',
      data: { id: model.id, valide: false },
    });
    const unblocked = await call(headers, 'POST', `couponChangerEtat/${model.id}`);
    expect(unblocked.json()).toMatchObject({
      message: 'Le coupon a été débloquer avec success.',
      data: { valide: true },
    });
    expect((await call(headers, 'POST', 'couponChangerEtat/999999')).statusCode).toBe(404);
  });

  it('deletes a model only while no code was issued from it', async () => {
    const db = t.database.db;
    const headers = await admin();
    const unused = await makeCouponModel(db);
    const issued = await makeCouponModel(db);
    await makeClientCoupon(db, (await makeClient(db)).id, issued.id);

    const refused = await call(headers, 'DELETE', `couponDelete/${issued.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Impossible de supprimer ce coupon : il a déjà été attribué à des clients. Vous pouvez le bloquer.',
      code: 'coupon_model_issued',
      params: {},
    });
    expect(await modelRow(issued.id)).toBeDefined();

    const ok = await call(headers, 'DELETE', `couponDelete/${unused.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Suppression avec success' });
    expect(await modelRow(unused.id)).toBeUndefined();
    expect((await call(headers, 'DELETE', `couponDelete/${unused.id}`)).statusCode).toBe(404);
  });

  it('a blocked model issues no code when an order is delivered; unblocked, it does again', async () => {
    const db = t.database.db;
    const headers = await admin();
    const model = await makeCouponModel(db, { montant: 0, remise: 30_000 });
    await call(headers, 'POST', `couponChangerEtat/${model.id}`);
    const seller = ctxAs(t.app, { role: 'user', id: 1 });
    const deliver = async () => {
      const { headers: clientHeaders } = await clientWithToken(t.app);
      const { stock } = await makeProduct(db, { prix: 3000, quantite: 5 });
      const placed = await commandeAdd(t.app, clientHeaders, [{ stock_article_id: stock.id, quantite: 1 }], {
        type_paiement: 'livraison',
      });
      const order = placed.json().data[0] as { id: number };
      for (const to of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'] as const) {
        await changeOrderState(seller, order.id, to, { actor: 'seller' });
      }
      return order.id;
    };

    await deliver();
    expect(await db.select().from(clientCoupons)).toHaveLength(0);

    await call(headers, 'POST', `couponChangerEtat/${model.id}`);
    const rewarded = await deliver();
    const codes = await db.select().from(clientCoupons);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ couponModelId: model.id, sourceCommandeId: rewarded });
    const listed = (await call(headers, 'GET', 'coupons')).json();
    expect(listed.data[0]).toMatchObject({ id: model.id, nbr_coupon: 1 });
  });

  it('needs an admin token: 401 without, 403 for a client or a partner', async () => {
    const model = await makeCouponModel(t.database.db);
    const client = bearer((await makeSession(t.app, 'client')).token);
    const partner = bearer((await makeSession(t.app, 'marchand')).token);
    const body = { designation: 'X', duree: 1, montant: 1, remise: 1 };
    const calls: [string, 'GET' | 'POST' | 'DELETE', object?][] = [
      ['coupons', 'GET'],
      ['couponAdd', 'POST', body],
      [`couponEdit/${model.id}`, 'POST', body],
      [`couponDelete/${model.id}`, 'DELETE'],
      [`couponChangerEtat/${model.id}`, 'POST'],
    ];
    for (const [url, method, payload] of calls) {
      expect((await call({}, method, url, payload)).statusCode, url).toBe(401);
      expect((await call(client, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(partner, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await modelRow(model.id)).toMatchObject({ valide: true, designation: model.designation });
    expect(await t.database.db.select().from(couponModels)).toHaveLength(1);
  });
});
