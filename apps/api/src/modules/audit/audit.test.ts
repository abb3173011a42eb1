import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCouponModel } from '../../../test/factories';
import { auditLogs } from '../../db/schema/accounts';
import { bearer, loginAs, makeAdmin, makeSession } from '../accounts/accounts.fixtures';
import {
  articleForm,
  makeManagedArticle,
  makeSessions,
} from '../article-management/article-management.fixtures';
import { makeProduct } from '../orders/orders.fixtures';
import { insertAuditEntry } from './audit.repository';

describe('audit log: every successful admin write, and v1/user/auditLogs', () => {
  const t = useTestApp();
  const adminSession = async () => {
    const row = await makeAdmin(t.database.db);
    return { row, token: await loginAs(t.app, 'user', row.email) };
  };
  const entries = () => t.database.db.select().from(auditLogs);
  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/user/auditLogs${query}`, headers });

  it('records a coupon edit once: who, the call, the target and a sanitised body', async () => {
    const { row: admin, token } = await adminSession();
    const model = await makeCouponModel(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/couponEdit/${model.id}`,
      headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.7' },
      payload: {
        designation: 'Fidélité',
        duree: 10,
        montant: 1000,
        remise: 100,
        password: 'jamais-dans-le-journal',
        password_confirmation: 'jamais-dans-le-journal',
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorRole: 'user',
      actorId: admin.id,
      action: 'POST /v1/user/couponEdit/:id',
      entity: 'coupon',
      entityId: String(model.id),
    });
    const details = rows[0].details as Record<string, Record<string, unknown>>;
    expect(details.params).toEqual({ id: model.id });
    // The body as validated: unknown keys never reach the handler nor the log.
    expect(details.body).toEqual({ designation: 'Fidélité', duree: 10, montant: 1000, remise: 100 });
    expect(JSON.stringify(rows[0].details)).not.toContain('jamais-dans-le-journal');

    const listed = (await list(bearer(token))).json();
    expect(listed.data).toEqual([
      {
        id: rows[0].id,
        admin: { id: admin.id, name: admin.name, email: admin.email },
        action: 'POST /v1/user/couponEdit/:id',
        cible: { type: 'coupon', id: String(model.id) },
        details: { params: { id: model.id }, body: details.body },
        ip: expect.any(String),
        created_at: rows[0].createdAt.toISOString(),
      },
    ]);
  });

  it('names the created row of an add; images and long texts are summarised (article form)', async () => {
    const s = await makeSessions(t.app);
    const headers = bearer(s.admin.token);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/couponAdd',
      headers,
      payload: { designation: 'Bienvenue', duree: 30, montant: 0, remise: 200 },
    });
    expect(added.statusCode).toBe(201);
    const article = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/articleAdd',
      headers,
      payload: await articleForm(s, { description: 'Brodée à la main. '.repeat(40) }),
    });
    expect(article.statusCode).toBe(201);
    const rows = await entries();
    expect(rows.map((r) => [r.action, r.entity, r.entityId])).toEqual([
      ['POST /v1/user/couponAdd', 'coupon', String(added.json().data.id)],
      ['POST /v1/user/articleAdd', 'article', String(article.json().data.id)],
    ]);
    const body = (rows[1].details as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      url_image: '[image]',
      url_image_marque: '[image]',
      designation: 'Robe kabyle brodée',
    });
    expect(body.description).toBe(`${'Brodée à la main. '.repeat(40).slice(0, 200)}…`);
    expect(body.options).toEqual([
      { designation: 'Taille', sous_options: [{ designation: 'S' }, { designation: 'M' }] },
      { designation: 'Couleur', sous_options: [{ designation: 'Rouge', url_image: '[image]' }] },
    ]);
    expect(JSON.stringify(rows[1].details)).not.toContain('base64');
  });

  it('records nothing for refused requests, reads, sign-in calls, clients and partners', async () => {
    const s = await makeSessions(t.app);
    const admin = bearer(s.admin.token);
    const model = await makeCouponModel(t.database.db);
    // A 422, a 404, a read, and a partner's 403 on an admin route.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/couponEdit/${model.id}`,
      headers: admin,
      payload: { designation: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/user/couponDelete/999999', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/coupons', headers: admin })).statusCode,
    ).toBe(200);
    const asPartner = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/couponChangerEtat/${model.id}`,
      headers: bearer(s.partnerA.token),
    });
    expect(asPartner.statusCode).toBe(403);

    // A partner's and a client's successful writes.
    const { stock } = await makeManagedArticle(t.database.db, s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
    });
    const partnerWrite = await t.app.inject({
      method: 'POST',
      url: `/api/v1/marchand/stockarticleEdit/${stock?.id}`,
      headers: bearer(s.partnerA.token),
      payload: { prix: 2600, quantite: 4 },
    });
    expect(partnerWrite.statusCode).toBe(200);
    const product = await makeProduct(t.database.db);
    const clientWrite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/panierAdd',
      headers: bearer(s.client.token),
      payload: { stock_article_id: product.stock.id, quantite: 1 },
    });
    expect(clientWrite.statusCode).toBe(200);

    // Admin sign-in and sign-out.
    const session = await makeSession(t.app, 'user');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: bearer(session.token),
    });
    expect(logout.statusCode).toBe(200);

    expect(await entries()).toEqual([]);
  });

  it('never fails the request when the entry cannot be written', async () => {
    const { token } = await makeSession(t.app, 'user');
    const model = await makeCouponModel(t.database.db);
    const db = t.app.database.db;
    const insert = db.insert.bind(db);
    (db as { insert: unknown }).insert = () => {
      throw new Error('disque plein');
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/couponChangerEtat/${model.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.valide).toBe(false);
    } finally {
      (db as { insert: unknown }).insert = insert;
    }
    expect(await entries()).toEqual([]);
  });

  it('pages newest first, searches action, target or admin, filters by Algerian days', async () => {
    const db = t.database.db;
    const { row: amina, token } = await adminSession();
    const karim = await makeAdmin(db);
    const at = (iso: string) => new Date(iso);
    for (let i = 0; i < 11; i++) {
      await insertAuditEntry(db, {
        actorRole: 'user',
        actorId: amina.id,
        action: 'POST /v1/user/couponEdit/:id',
        entity: 'coupon',
        entityId: String(i),
        details: { ip: '127.0.0.1' },
      });
    }
    await db.insert(auditLogs).values([
      {
        actorRole: 'user',
        actorId: karim.id,
        action: 'DELETE /v1/user/sponsorDelete/:id',
        entity: 'sponsor',
        entityId: '5',
        details: { ip: '127.0.0.1' },
        // 23:30 UTC on the 9th is already the 10th in Algiers.
        createdAt: at('2026-03-09T23:30:00Z'),
      },
      {
        actorRole: 'user',
        actorId: karim.id,
        action: 'POST /v1/user/pubAdd',
        entity: 'pub',
        entityId: '6',
        details: { ip: '127.0.0.1' },
        createdAt: at('2026-03-10T22:59:00Z'),
      },
      {
        actorRole: 'system',
        actorId: null,
        action: 'sweep',
        entity: 'commande',
        entityId: '1',
        details: null,
      },
    ]);
    const headers = bearer(token);

    const first = (await list(headers)).json();
    expect(first.meta).toMatchObject({ total: 13, per_page: 10, last_page: 2 });
    expect(first.data[0].action).toBe('POST /v1/user/couponEdit/:id');
    expect(first.data[0].cible).toEqual({ type: 'coupon', id: '10' });
    const second = (await list(headers, '?page=2')).json();
    expect(second.data.map((e: { cible: { type: string } }) => e.cible.type)).toEqual([
      'coupon',
      'pub',
      'sponsor',
    ]);

    const bySponsor = (await list(headers, '?search=sponsorDelete')).json();
    expect(bySponsor.data.map((e: { cible: { id: string } }) => e.cible.id)).toEqual(['5']);
    const byAdmin = (await list(headers, `?search=${encodeURIComponent(karim.email)}`)).json();
    expect(byAdmin.meta.total).toBe(2);
    expect(byAdmin.data[0].admin).toEqual({ id: karim.id, name: karim.name, email: karim.email });

    const day = (await list(headers, '?dateDebut=2026-03-10&dateFin=2026-03-10')).json();
    expect(day.data.map((e: { cible: { id: string } }) => e.cible.id)).toEqual(['6', '5']);
    expect(day.links.first).toBe('/api/v1/user/auditLogs?dateDebut=2026-03-10&dateFin=2026-03-10&page=1');
    const until = (await list(headers, '?dateFin=2026-03-09')).json();
    expect(until.meta.total).toBe(0);
    const since = (await list(headers, '?dateDebut=2026-03-11')).json();
    expect(since.meta.total).toBe(11);

    const bad = await list(headers, '?dateDebut=2026-03-12&dateFin=2026-03-10');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      dateFin: ['La date de fin doit être postérieure ou égale à la date de début.'],
    });
    expect((await list(headers, '?dateDebut=hier')).statusCode).toBe(422);
  });

  it('is for administrators only: 401 without a token, 403 for a client or a partner', async () => {
    expect((await list({})).statusCode).toBe(401);
    for (const role of ['client', 'marchand'] as const) {
      const { token } = await makeSession(t.app, role);
      expect((await list(bearer(token))).statusCode, role).toBe(403);
    }
  });
});
