import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/build-app';
import { truncateAll } from '../../../test/database';
import { openStream } from '../../../test/sse-client';
import { clients } from '../../db/schema/accounts';
import { NOT_AN_IMAGE, png } from '../article-management/article-management.fixtures';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { askReturn, call, deliveredOrder, retourRow } from './returns.fixtures';

/**
 * `retourAdd` beyond its rules (returns-calls.test.ts): the photos stored through the media store,
 * the client's mail in its language, and the seller's live feed (docs/product/orders-and-money.md,
 * Returns and refunds).
 */

describe('retourAdd — photos and mail', () => {
  const t = useTestApp();

  it('stores the photos through the media store; the reply gives their URLs', async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {});
    const res = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }], {
      photos: [await png('#c0392b'), await png('#27ae60')],
    });
    expect(res.statusCode).toBe(201);
    const { photos, id } = res.json().data;
    expect(photos).toHaveLength(2);
    for (const url of photos) {
      expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      // Served by the media store as every other picture.
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(photos[0]).not.toBe(photos[1]);
    expect((await retourRow(t.database.db, id)).photos).toEqual(photos);
  });

  it('refuses more than 3 photos, or one that is not an image, with 422 naming photos: nothing written', async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {});
    const lignes = [{ commande_ligne_id: line.id, quantite: 1 }];
    const image = await png('#123456');

    const four = await askReturn(t.app, headers, order.id, lignes, { photos: [image, image, image, image] });
    expect(four.statusCode).toBe(422);
    expect(Object.keys(four.json().errors)).toEqual(['photos']);

    const bad = await askReturn(t.app, headers, order.id, lignes, { photos: [image, NOT_AN_IMAGE] });
    expect(bad.statusCode).toBe(422);
    const keys = Object.keys(bad.json().errors);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^photos\.1$/);

    // No return was written: the order can still be returned whole.
    const ok = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 2 }]);
    expect(ok.statusCode).toBe(201);
  });

  it('mails an Arabic client in Arabic, a French one in French', async () => {
    const a = await makeBackofficeActors(t.app);
    const ar = await deliveredOrder(t.app, a, {});
    await t.database.db.update(clients).set({ langue: 'ar' }).where(eq(clients.id, ar.client.id));
    const fr = await deliveredOrder(t.app, a, {});
    await t.app.jobs.drain();
    t.mailer.sent.length = 0;

    const arId = (
      await askReturn(t.app, ar.headers, ar.order.id, [{ commande_ligne_id: ar.line.id, quantite: 1 }])
    ).json().data.id;
    const frId = (
      await askReturn(t.app, fr.headers, fr.order.id, [{ commande_ligne_id: fr.line.id, quantite: 1 }])
    ).json().data.id;
    await t.app.jobs.drain();

    const toAr = t.mailer.sent.filter((m) => m.to === ar.client.email);
    expect(toAr).toHaveLength(1);
    expect(toAr[0].subject).toBe(`تم تسجيل طلب الإرجاع رقم ${arId}`);
    expect(toAr[0].text).toContain(`للطلبية ${ar.order.ref}`);
    expect(toAr[0].text).toContain('فريق سوق');
    expect(toAr[0].html).toContain('<div dir="rtl" lang="ar">');
    const toFr = t.mailer.sent.filter((m) => m.to === fr.client.email);
    expect(toFr.map((m) => m.subject)).toEqual([`Demande de retour n° ${frId} enregistrée`]);
    expect(toFr[0].html).not.toContain('dir="rtl"');
  });
});

describe("the client's order timeline with a return", () => {
  const t = useTestApp();

  it("shows the order's moves once; the return's steps are in the return's history, the seller keeps them", async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {});
    const id = (
      await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }])
    ).json().data.id;
    await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id}`);

    const mine = (await call(t.app, headers, 'GET', 'v1/client/commandes')).json().data;
    const reply = mine.find((o: { id: number }) => o.id === order.id);
    expect(reply.etats.map((e: { etat: string }) => e.etat)).toEqual([
      'en_attente_de_validation',
      'en_attente_de_livraison',
      'en_cours_de_livraison',
      'livree',
    ]);
    expect(reply.remboursement).toBeNull();
    // The return's own history tells the client its steps.
    const retour = (await call(t.app, headers, 'GET', 'v1/client/retours')).json().data[0];
    expect(retour.historique.map((h: { etat: string }) => h.etat)).toEqual(['demande', 'accepte']);
    // The seller's detail keeps every line with its note.
    const detail = (
      await call(t.app, a.headers.partnerA, 'GET', `v1/marchand/commandeShow/${order.ref}`)
    ).json().data;
    expect(detail.etats.map((e: { note: string | null }) => e.note).slice(-2)).toEqual([
      `Retour n° ${id} : demande de retour`,
      `Retour n° ${id} : retour accepté`,
    ]);
  });
});

describe('retourAdd — the seller’s live feed', () => {
  let t: TestApp & { close(): Promise<void> };
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    await truncateAll(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("pushes the new request to its store's stream (event retour) and the administrator's, not another store's", async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers, client } = await deliveredOrder(t.app, a, {});
    await t.app.jobs.drain();
    const partnerA = await openStream(base, 'v1/marchand', a.headers.partnerA);
    const partnerB = await openStream(base, 'v1/marchand', a.headers.partnerB);
    const admin = await openStream(base, 'v1/user', a.headers.admin);
    try {
      const asked = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }]);
      expect(asked.statusCode).toBe(201);
      const id = asked.json().data.id;

      const got = await partnerA.waitFor((e) => e.some((x) => x.event === 'retour'));
      const retours = got.filter((x) => x.event === 'retour');
      expect(retours).toHaveLength(1);
      expect(retours[0].data).toEqual({
        id,
        commande_id: order.id,
        commande_ref: order.ref,
        marchand_id: a.storeA.id,
        client: `${client.prenom} ${client.nom}`,
        etat: 'demande',
        motif: 'defectueux',
        created_at: expect.any(String),
      });
      await admin.waitFor((e) => e.some((x) => x.event === 'retour'));
      await t.app.jobs.drain();
      expect(partnerB.events.filter((x) => x.event === 'retour')).toEqual([]);
    } finally {
      await partnerA.close();
      await partnerB.close();
      await admin.close();
    }
  });
});
