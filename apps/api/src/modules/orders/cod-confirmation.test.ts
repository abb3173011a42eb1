import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import { auditLogs } from '../../db/schema/accounts';
import { commandeAppels, commandeEtats } from '../../db/schema/commerce';
import { type Headers, makeBackofficeActors, makeOrder } from './backoffice-orders.fixtures';
import { commandeAdd, couponRow, makeProduct, orderRow, stockOf } from './orders.fixtures';

describe('cash-on-delivery confirmation: commandeAppel and commandeEchecLivraison', () => {
  const t = useTestApp();
  const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const call = (prefix: string, id: number, headers: Headers, payload: Record<string, unknown>) =>
    post(`${prefix}/commandeAppel/${id}`, headers, payload);
  const fail = (prefix: string, id: number, headers: Headers, payload: Record<string, unknown>) =>
    post(`${prefix}/commandeEchecLivraison/${id}`, headers, payload);
  const move = (prefix: string, id: number, headers: Headers, etat: string) =>
    post(`${prefix}/commandeChangerEtat/${id}`, headers, { id, etat });
  const show = (prefix: string, ref: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/${prefix}/commandeShow/${ref}`, headers });
  const historyOf = (id: number) =>
    t.database.db
      .select()
      .from(commandeEtats)
      .where(eq(commandeEtats.commandeId, id))
      .orderBy(commandeEtats.id);
  const callsOf = (id: number) =>
    t.database.db.select().from(commandeAppels).where(eq(commandeAppels.commandeId, id));

  /** A real COD checkout of `quantite` units of a store A product, optionally with a coupon. */
  async function checkoutFromStoreA(opts: { quantite?: number; withCoupon?: boolean } = {}) {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { stock } = await makeProduct(db, { marchandId: actors.storeA.id, prix: 9000, quantite: 5 });
    const coupon = opts.withCoupon
      ? await makeClientCoupon(db, actors.client.id, (await makeCouponModel(db)).id)
      : null;
    const created = await commandeAdd(
      t.app,
      actors.headers.client,
      [{ stock_article_id: stock.id, quantite: opts.quantite ?? 2 }],
      coupon ? { coupon_id: coupon.id } : {},
    );
    expect(created.statusCode).toBe(201);
    const [order] = created.json().data as { id: number; ref: string; etat: string }[];
    return { actors, stock, coupon, order };
  }

  it('records unreachable then confirmed calls: counted, stamped, listed with their author', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const first = await call('v1/marchand', order.id, actors.headers.partnerA, {
      resultat: 'injoignable',
      note: 'Messagerie',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Appel enregistré',
      data: {
        id: order.id,
        ref: order.ref,
        etat: 'en_attente_de_validation',
        resultat: 'injoignable',
        confirmee_at: null,
        nbr_appels: 1,
      },
    });
    const second = await call('v1/marchand', order.id, actors.headers.partnerA, { resultat: 'confirmee' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ nbr_appels: 2, etat: 'en_attente_de_validation' });
    expect(new Date(second.json().data.confirmee_at).getTime()).not.toBeNaN();

    const row = await orderRow(t.database.db, order.id);
    expect(row.nbrAppels).toBe(2);
    expect(row.confirmeeAt).toBeInstanceOf(Date);
    expect(row.etat).toBe('en_attente_de_validation');
    // No state change: the history still holds the order's creation only.
    expect(await historyOf(order.id)).toHaveLength(1);

    const detail = (await show('v1/marchand', order.ref, actors.headers.partnerA)).json().data;
    expect(detail.nbr_appels).toBe(2);
    expect(detail.confirmee_at).toBe(second.json().data.confirmee_at);
    expect(detail.appels).toEqual([
      expect.objectContaining({
        resultat: 'injoignable',
        note: 'Messagerie',
        auteur: { role: 'marchand', nom: 'Dar Tlemcen' },
      }),
      expect.objectContaining({
        resultat: 'confirmee',
        note: null,
        auteur: { role: 'marchand', nom: 'Dar Tlemcen' },
      }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandes',
      headers: actors.headers.partnerA,
    });
    expect(list.json().data[0]).toMatchObject({ id: order.id, nbr_appels: 2, echecs_livraison_client: 0 });
    expect(list.json().data[0].confirmee_at).toBe(detail.confirmee_at);

    // Validating stays the seller's choice, confirmed or not.
    expect(
      (await move('v1/marchand', order.id, actors.headers.partnerA, 'en_attente_de_livraison')).statusCode,
    ).toBe(200);
    const unconfirmed = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    expect(
      (await move('v1/marchand', unconfirmed.id, actors.headers.partnerA, 'en_attente_de_livraison'))
        .statusCode,
    ).toBe(200);
  });

  it('refuses calls on card orders, on orders past validation and with a bad body, writing nothing', async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const card = await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      typePaiement: 'cib',
      etat: 'en_attente_de_livraison',
    });
    const onCard = await call('v1/marchand', card.id, actors.headers.partnerA, { resultat: 'confirmee' });
    expect(onCard.statusCode).toBe(422);
    expect(onCard.json()).toEqual({
      message: 'Seules les commandes payées à la livraison se confirment par téléphone.',
      errors: { resultat: ['Seules les commandes payées à la livraison se confirment par téléphone.'] },
      codes: { resultat: [{ code: 'cod_call_not_cod', params: {} }] },
    });
    for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree', 'annulee'] as const) {
      const o = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id, etat });
      const res = await call('v1/marchand', o.id, actors.headers.partnerA, { resultat: 'refusee' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'Seule une commande en attente de validation peut être confirmée par téléphone.',
      );
      expect((await orderRow(db, o.id)).etat).toBe(etat);
    }
    const pending = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const missing = await call('v1/marchand', pending.id, actors.headers.partnerA, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.resultat).toEqual(['Le champ resultat est obligatoire.']);
    const unknown = await call('v1/marchand', pending.id, actors.headers.partnerA, { resultat: 'peut-etre' });
    expect(unknown.json().errors.resultat).toEqual([
      'Le résultat doit être confirmee, injoignable ou refusee.',
    ]);
    const long = await call('v1/marchand', pending.id, actors.headers.partnerA, {
      resultat: 'confirmee',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toBeDefined();
    expect(await callsOf(pending.id)).toHaveLength(0);
    expect((await orderRow(db, pending.id)).nbrAppels).toBe(0);
  });

  it("hides another store's and the platform's orders from a partner (404), refuses a store's order to the admin (403)", async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const ofA = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const platform = await makeOrder(db, { clientId: actors.client.id });
    const shippedA = await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      etat: 'en_cours_de_livraison',
    });
    for (const [id, url] of [
      [ofA.id, 'commandeAppel'],
      [platform.id, 'commandeAppel'],
      [shippedA.id, 'commandeEchecLivraison'],
    ] as const) {
      const res = await post(`v1/marchand/${url}/${id}`, actors.headers.partnerB, {
        resultat: 'confirmee',
        motif: 'refusee',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Commande introuvable.' });
    }
    expect(
      (await call('v1/marchand', 999_999, actors.headers.partnerA, { resultat: 'confirmee' })).statusCode,
    ).toBe(404);
    const admin = await call('v1/user', ofA.id, actors.headers.admin, { resultat: 'refusee' });
    expect(admin.statusCode).toBe(403);
    const adminFail = await fail('v1/user', shippedA.id, actors.headers.admin, { motif: 'refusee' });
    expect(adminFail.statusCode).toBe(403);
    expect((await call('v1/user', ofA.id, actors.headers.client, { resultat: 'confirmee' })).statusCode).toBe(
      403,
    );
    expect((await call('v1/user', ofA.id, actors.headers.none, { resultat: 'confirmee' })).statusCode).toBe(
      401,
    );
    expect(await callsOf(ofA.id)).toHaveLength(0);
    expect((await orderRow(db, ofA.id)).etat).toBe('en_attente_de_validation');
    expect((await orderRow(db, shippedA.id)).etat).toBe('en_cours_de_livraison');
  });

  it("lets the admin confirm the platform's orders, audited, the call naming the admin", async () => {
    const actors = await makeBackofficeActors(t.app);
    const platform = await makeOrder(t.database.db, { clientId: actors.client.id });
    const res = await call('v1/user', platform.id, actors.headers.admin, {
      resultat: 'confirmee',
      note: 'OK',
    });
    expect(res.statusCode).toBe(200);
    const detail = (await show('v1/user', platform.ref, actors.headers.admin)).json().data;
    expect(detail.appels).toEqual([
      expect.objectContaining({
        resultat: 'confirmee',
        note: 'OK',
        auteur: { role: 'user', nom: actors.admin.name },
      }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(platform.id)));
    expect(audit.map((a) => [a.actorId, a.action])).toEqual([
      [actors.admin.id, 'POST /v1/user/commandeAppel/:id'],
    ]);
    expect(audit[0].details).toMatchObject({ body: { resultat: 'confirmee', note: 'OK' } });
  });

  it('cancels the order on a refusal by phone: stock and coupon back once, reason in the history', async () => {
    const db = t.database.db;
    const { actors, stock, coupon, order } = await checkoutFromStoreA({ withCoupon: true });
    expect(await stockOf(db, stock.id)).toBe(3);
    expect((await couponRow(db, coupon!.id)).etat).toBe('utilise');

    const res = await call('v1/marchand', order.id, actors.headers.partnerA, {
      resultat: 'refusee',
      note: 'A commandé ailleurs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      etat: 'annulee',
      resultat: 'refusee',
      nbr_appels: 1,
      confirmee_at: null,
    });
    expect(await stockOf(db, stock.id)).toBe(5);
    expect((await couponRow(db, coupon!.id)).etat).toBe('non_utilise');
    const history = await historyOf(order.id);
    expect(history.at(-1)).toMatchObject({
      etat: 'annulee',
      actorRole: 'marchand',
      actorId: actors.storeA.id,
      note: 'Refus au téléphone : A commandé ailleurs',
    });

    const again = await call('v1/marchand', order.id, actors.headers.partnerA, { resultat: 'refusee' });
    expect(again.statusCode).toBe(422);
    expect(await stockOf(db, stock.id)).toBe(5);
    expect(await callsOf(order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(2);
    const detail = (await show('v1/marchand', order.ref, actors.headers.partnerA)).json().data;
    expect(detail.etats.at(-1)).toMatchObject({
      etat: 'annulee',
      note: 'Refus au téléphone : A commandé ailleurs',
    });
  });

  it('records a refused parcel: cancelled through the state machine, stock and coupon back once, reason kept', async () => {
    const db = t.database.db;
    const { actors, stock, coupon, order } = await checkoutFromStoreA({ withCoupon: true });
    const partner = actors.headers.partnerA;
    expect((await move('v1/marchand', order.id, partner, 'en_attente_de_livraison')).statusCode).toBe(200);
    expect((await move('v1/marchand', order.id, partner, 'en_cours_de_livraison')).statusCode).toBe(200);

    const res = await fail('v1/marchand', order.id, partner, { motif: 'refusee', note: 'Refus à la porte' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Échec de livraison enregistré',
      data: { id: order.id, ref: order.ref, etat: 'annulee', motif: 'refusee' },
    });
    expect(await stockOf(db, stock.id)).toBe(5);
    expect((await couponRow(db, coupon!.id)).etat).toBe('non_utilise');
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({
      etat: 'annulee',
      echecLivraisonMotif: 'refusee',
      echecLivraisonNote: 'Refus à la porte',
    });
    expect(row.paidAt).toBeNull();
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      etat: 'annulee',
      actorRole: 'marchand',
      note: 'Échec de livraison : Colis refusé par le client — Refus à la porte',
    });

    const again = await fail('v1/marchand', order.id, partner, { motif: 'injoignable' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      "Un échec de livraison ne s'enregistre que pour une commande en attente de livraison ou en cours de livraison.",
    );
    expect(await stockOf(db, stock.id)).toBe(5);
    expect((await orderRow(db, order.id)).echecLivraisonMotif).toBe('refusee');
    const detail = (await show('v1/marchand', order.ref, partner)).json().data;
    expect(detail.echec_livraison).toMatchObject({ motif: 'refusee', note: 'Refus à la porte' });
  });

  it('gives the stock back once when two failures of one order race', async () => {
    const db = t.database.db;
    const { actors, stock, order } = await checkoutFromStoreA({ quantite: 3 });
    await move('v1/marchand', order.id, actors.headers.partnerA, 'en_attente_de_livraison');
    const replies = await Promise.all([
      fail('v1/marchand', order.id, actors.headers.partnerA, { motif: 'injoignable' }),
      fail('v1/marchand', order.id, actors.headers.partnerA, { motif: 'adresse_introuvable' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await stockOf(db, stock.id)).toBe(5);
    expect((await historyOf(order.id)).filter((h) => h.etat === 'annulee')).toHaveLength(1);
  });

  it('refuses failures of card orders, of orders not in delivery, and an "autre" without a note', async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    for (const typePaiement of ['devise', 'cib'] as const) {
      const paid = await makeOrder(db, {
        clientId: actors.client.id,
        marchandId: actors.storeA.id,
        typePaiement,
        etat: 'en_cours_de_livraison',
      });
      const res = await fail('v1/marchand', paid.id, actors.headers.partnerA, { motif: 'refusee' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.motif).toEqual([
        'Une commande payée par carte ne peut pas être annulée pour un échec de livraison : elle doit être remboursée.',
      ]);
      expect((await orderRow(db, paid.id)).etat).toBe('en_cours_de_livraison');
    }
    for (const etat of ['en_attente_de_validation', 'livree', 'annulee'] as const) {
      const o = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id, etat });
      const res = await fail('v1/marchand', o.id, actors.headers.partnerA, { motif: 'injoignable' });
      expect(res.statusCode).toBe(422);
      expect((await orderRow(db, o.id)).etat).toBe(etat);
    }
    const shipped = await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      etat: 'en_attente_de_livraison',
    });
    const noNote = await fail('v1/marchand', shipped.id, actors.headers.partnerA, { motif: 'autre' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([
      'Le champ note est obligatoire lorsque le motif est « Autre ».',
    ]);
    const badMotif = await fail('v1/marchand', shipped.id, actors.headers.partnerA, { motif: 'perdu' });
    expect(badMotif.json().errors.motif).toEqual([
      'Le motif doit être refusee, injoignable, adresse_introuvable ou autre.',
    ]);
    const ok = await fail('v1/marchand', shipped.id, actors.headers.partnerA, {
      motif: 'autre',
      note: 'Colis abîmé',
    });
    expect(ok.statusCode).toBe(200);
  });

  it("shows the client's platform-wide delivery record to the seller: counts and dates only, other clients apart", async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const { client, other, storeA, storeB, headers } = actors;
    // Delivered at store A and B, a refusal and an unreachable at store B, a refusal on the platform.
    await makeOrder(db, { clientId: client.id, marchandId: storeA.id, etat: 'livree' });
    await makeOrder(db, { clientId: client.id, marchandId: storeB.id, etat: 'livree' });
    const refusedB = await makeOrder(db, {
      clientId: client.id,
      marchandId: storeB.id,
      etat: 'en_cours_de_livraison',
    });
    const missedB = await makeOrder(db, {
      clientId: client.id,
      marchandId: storeB.id,
      etat: 'en_attente_de_livraison',
    });
    const refusedPlatform = await makeOrder(db, { clientId: client.id, etat: 'en_cours_de_livraison' });
    expect((await fail('v1/marchand', refusedB.id, headers.partnerB, { motif: 'refusee' })).statusCode).toBe(
      200,
    );
    expect(
      (await fail('v1/marchand', missedB.id, headers.partnerB, { motif: 'injoignable' })).statusCode,
    ).toBe(200);
    expect((await fail('v1/user', refusedPlatform.id, headers.admin, { motif: 'refusee' })).statusCode).toBe(
      200,
    );
    // Another client's refusal must not count.
    const others = await makeOrder(db, {
      clientId: other.id,
      marchandId: storeA.id,
      etat: 'en_cours_de_livraison',
    });
    expect((await fail('v1/marchand', others.id, headers.partnerA, { motif: 'refusee' })).statusCode).toBe(
      200,
    );

    const current = await makeOrder(db, { clientId: client.id, marchandId: storeA.id });
    const detail = (await show('v1/marchand', current.ref, headers.partnerA)).json().data;
    expect(detail.historique_client).toEqual({
      commandes: 6,
      livrees: 2,
      refusees: 2,
      injoignables: 1,
      derniers_refus: [expect.any(String), expect.any(String)],
    });
    const [latest, previous] = detail.historique_client.derniers_refus.map((d: string) =>
      new Date(d).getTime(),
    );
    expect(latest).toBeGreaterThanOrEqual(previous);
    // Nothing of store B leaks into store A's view of the record.
    expect(JSON.stringify(detail.historique_client)).not.toMatch(/Electro|BO\d/);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandes',
      headers: headers.partnerA,
    });
    const rows = list.json().data as { id: number; echecs_livraison_client: number }[];
    expect(rows.find((r) => r.id === current.id)?.echecs_livraison_client).toBe(3);
    expect(rows.find((r) => r.id === others.id)?.echecs_livraison_client).toBe(1);
  });
});
