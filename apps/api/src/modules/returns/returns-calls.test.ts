import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { checkInvariants } from '../../db/invariants';
import { commandeEtats, commandes } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';
import { retours } from '../../db/schema/returns';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { stockOf } from '../orders/orders.fixtures';
import { createPaymentProviders, sandboxRefunds } from '../payments';
import { refundByCard, retryCardRefunds } from './card-refunds.service';
import {
  askReturn,
  call,
  deliveredDaysAgo,
  deliveredOrder,
  refundEntries,
  retourRow,
} from './returns.fixtures';

describe('the return calls', () => {
  const t = useTestApp();

  it('a cash-on-delivery return: asked, listed, accepted, received back to stock, refunded by the seller with its ledger entry', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers, stock } = await deliveredOrder(t.app, a, { quantite: 2 });
    const stockBefore = await stockOf(db, stock.id);

    const asked = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }]);
    expect(asked.statusCode).toBe(201);
    const retour = asked.json().data;
    expect(asked.json().message).toBe('Demande de retour enregistrée.');
    expect(retour).toMatchObject({
      etat: 'demande',
      motif: 'defectueux',
      commentaire: 'Écran fissuré',
      photos: [],
      commande: { id: order.id, ref: order.ref, type_paiement: 'livraison' },
      lignes: [{ commande_ligne_id: line.id, quantite: 1, montant: 1000 }],
      montant_rembourse: null,
      frais_rembourses: false,
      reference: null,
      historique: [{ etat: 'demande', motif: null }],
    });

    // Lists: the client's, the store's (new requests first), every return for the administrator.
    expect((await call(t.app, headers, 'GET', 'v1/client/retours')).json().data).toHaveLength(1);
    expect((await call(t.app, a.headers.client, 'GET', 'v1/client/retours')).json().data).toHaveLength(0);
    expect(
      (await call(t.app, a.headers.partnerA, 'GET', 'v1/marchand/retours?etat=demande')).json().data,
    ).toHaveLength(1);
    expect(
      (await call(t.app, a.headers.partnerA, 'GET', `v1/marchand/retours?search=${order.ref}`)).json().data,
    ).toHaveLength(1);
    expect((await call(t.app, a.headers.partnerB, 'GET', 'v1/marchand/retours')).json().data).toHaveLength(0);
    expect((await call(t.app, a.headers.admin, 'GET', 'v1/user/retours')).json().data).toHaveLength(1);
    expect(
      (await call(t.app, a.headers.partnerA, 'GET', `v1/marchand/retours/${retour.id}`)).statusCode,
    ).toBe(200);

    // Another store's, another client's: 404, nothing changed.
    expect(
      (await call(t.app, a.headers.partnerB, 'GET', `v1/marchand/retours/${retour.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, a.headers.partnerB, 'POST', `v1/marchand/retourAccepter/${retour.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, a.headers.client, 'POST', `v1/client/retourAnnuler/${retour.id}`)).statusCode,
    ).toBe(404);
    // The administrator acts as seller of platform orders only.
    expect(
      (await call(t.app, a.headers.admin, 'POST', `v1/user/retourAccepter/${retour.id}`)).statusCode,
    ).toBe(404);
    expect((await retourRow(db, retour.id)).etat).toBe('demande');

    const accepted = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${retour.id}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.etat).toBe('accepte');
    // Wrong state: the client can no longer withdraw it.
    const late = await call(t.app, headers, 'POST', `v1/client/retourAnnuler/${retour.id}`);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      message: "Ce changement d'état n'est pas possible pour ce retour.",
      code: 'return_no_move',
    });

    // Received: the restock choice is required, then the unit goes back on its variant's shelf.
    const noChoice = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRecu/${retour.id}`, {});
    expect(noChoice.statusCode).toBe(422);
    expect(noChoice.json().errors).toEqual({
      remise_en_stock: ['Indiquez si les articles retournés sont remis en stock.'],
    });
    const received = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRecu/${retour.id}`, {
      remise_en_stock: true,
    });
    expect(received.statusCode).toBe(200);
    expect(await stockOf(db, stock.id)).toBe(stockBefore + 1);

    // Cash on delivery: the seller records the refund, with its reference.
    const noRef = await call(
      t.app,
      a.headers.partnerA,
      'POST',
      `v1/marchand/retourRembourse/${retour.id}`,
      {},
    );
    expect(noRef.statusCode).toBe(422);
    expect(
      (await call(t.app, a.headers.admin, 'POST', `v1/user/retourRembourse/${retour.id}`, { reference: 'X' }))
        .statusCode,
    ).toBe(422);
    const refunded = await call(
      t.app,
      a.headers.partnerA,
      'POST',
      `v1/marchand/retourRembourse/${retour.id}`,
      {
        reference: 'VIR-2026-001',
      },
    );
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({
      etat: 'rembourse',
      montant_rembourse: 1000,
      frais_rembourses: false,
      reference: 'VIR-2026-001',
    });
    expect(refunded.json().data.historique.map((h: { etat: string }) => h.etat)).toEqual([
      'demande',
      'accepte',
      'recu',
      'rembourse',
    ]);
    // COD: the seller refunded the client itself; the ledger takes back the commission of the unit.
    const [entry] = await refundEntries(db, retour.id);
    expect(entry).toMatchObject({ marchandId: a.storeA.id, commandeId: order.id, reference: 'VIR-2026-001' });
    expect(entry.montant).toBe(100 * 100);
    expect((await checkInvariants(db)).ok).toBe(true);

    // The order's history names each step; the client was mailed each change.
    const notes = (await db.select().from(commandeEtats).where(eq(commandeEtats.commandeId, order.id)))
      .map((e) => e.note)
      .filter(Boolean);
    expect(notes).toContain(`Retour n° ${retour.id} : demande de retour`);
    expect(notes).toContain(`Retour n° ${retour.id} : retour remboursé`);
    await t.app.jobs.drain();
    expect(t.mailer.sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Demande de retour n° ${retour.id} enregistrée`,
        `Retour n° ${retour.id} remboursé`,
      ]),
    );
  });

  it("lists the client's returns of one order with commande_id, refusing a malformed one", async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const first = await deliveredOrder(t.app, a, { quantite: 2 });
    const second = await deliveredOrder(t.app, a, { quantite: 1 });
    const line = (o: typeof first, quantite = 1) => [{ commande_ligne_id: o.line.id, quantite }];
    expect((await askReturn(t.app, first.headers, first.order.id, line(first))).statusCode).toBe(201);
    expect((await askReturn(t.app, first.headers, first.order.id, line(first))).statusCode).toBe(201);
    expect((await askReturn(t.app, second.headers, second.order.id, line(second))).statusCode).toBe(201);
    // The second order and its return become the first client's: two orders, three returns.
    await db.update(commandes).set({ clientId: first.client.id }).where(eq(commandes.id, second.order.id));
    await db
      .update(retours)
      .set({ clientId: first.client.id })
      .where(eq(retours.commandeId, second.order.id));

    const list = (query: string) => call(t.app, first.headers, 'GET', `v1/client/retours${query}`);
    const all = (await list('')).json();
    expect(all.data).toHaveLength(3);
    const ofFirst = (await list(`?commande_id=${first.order.id}`)).json();
    expect(ofFirst.data.map((r: { commande: { id: number } }) => r.commande.id)).toEqual([
      first.order.id,
      first.order.id,
    ]);
    expect(ofFirst.meta.total).toBe(2);
    expect(ofFirst.links.first).toContain(`commande_id=${first.order.id}`);
    expect((await list(`?commande_id=${second.order.id}&etat=demande`)).json().data).toHaveLength(1);
    expect((await list('?commande_id=')).json().data).toHaveLength(3);
    // Another client's order: nothing of it is shown.
    const other = await deliveredOrder(t.app, a);
    expect((await askReturn(t.app, other.headers, other.order.id, line(other))).statusCode).toBe(201);
    expect((await list(`?commande_id=${other.order.id}`)).json().data).toHaveLength(0);
    const bad = await list('?commande_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['commande_id']);
  });

  it('refuses a request outside the window, on a line of another order, above the quantity left', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, { quantite: 2 });
    const other = await deliveredOrder(t.app, a, {});

    const above = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 3 }]);
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({
      'lignes.0.quantite': ['Vous pouvez retourner au plus 2 exemplaire(s) de cet article.'],
    });
    const foreignLine = await askReturn(t.app, headers, order.id, [
      { commande_ligne_id: other.line.id, quantite: 1 },
    ]);
    expect(foreignLine.json().errors).toEqual({
      'lignes.0.commande_ligne_id': ["Cette ligne n'appartient pas à la commande."],
    });
    // Another client's order: 404.
    expect(
      (await askReturn(t.app, headers, other.order.id, [{ commande_ligne_id: other.line.id, quantite: 1 }]))
        .statusCode,
    ).toBe(404);

    // Units already asked are held.
    expect(
      (await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 2 }])).statusCode,
    ).toBe(201);
    const twice = await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }]);
    expect(twice.json().errors).toEqual({
      'lignes.0.quantite': ['Vous pouvez retourner au plus 0 exemplaire(s) de cet article.'],
    });

    await deliveredDaysAgo(db, other.order.id, 32);
    const late = await askReturn(t.app, other.headers, other.order.id, [
      { commande_ligne_id: other.line.id, quantite: 1 },
    ]);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      commande_id: ['Le délai de retour de cette commande (30 jours après la livraison) est dépassé.'],
    });
  });

  it('a refusal needs a reason, is disputed, and the administrator decides', async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {});
    const id = (
      await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }])
    ).json().data.id;
    const bare = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRefuser/${id}`, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ motif: ['Indiquez le motif du refus.'] });
    const refused = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRefuser/${id}`, {
      motif: 'Article utilisé',
    });
    expect(refused.json().data.historique.at(-1)).toMatchObject({ etat: 'refuse', motif: 'Article utilisé' });
    // Arbitration only of a dispute.
    expect(
      (await call(t.app, a.headers.admin, 'POST', `v1/user/retourArbitrer/${id}`, { decision: 'accepter' }))
        .statusCode,
    ).toBe(422);
    const disputed = await call(t.app, headers, 'POST', `v1/client/retourLitige/${id}`, {
      commentaire: 'Neuf, jamais servi',
    });
    expect(disputed.json()).toMatchObject({ data: { etat: 'litige' } });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().data.etat).toBe('litige');
    // Disputes first for the administrator.
    await askReturn(
      t.app,
      (await deliveredOrder(t.app, a, {})).headers,
      (await deliveredOrder(t.app, a, {})).order.id,
      [],
    );
    const list = (await call(t.app, a.headers.admin, 'GET', 'v1/user/retours?etat=litige')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const noReason = await call(t.app, a.headers.admin, 'POST', `v1/user/retourArbitrer/${id}`, {
      decision: 'refuser',
    });
    expect(noReason.statusCode).toBe(422);
    const decided = await call(t.app, a.headers.admin, 'POST', `v1/user/retourArbitrer/${id}`, {
      decision: 'accepter',
      motif: 'Photos probantes',
    });
    expect(decided.json().data.etat).toBe('accepte');
  });

  it('a platform order: the administrator is its seller, and records a CIB refund', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {
      marchandId: null,
      typePaiement: 'cib',
    });
    const id = (
      await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 2 }])
    ).json().data.id;
    expect(
      (await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id}`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, a.headers.admin, 'POST', `v1/user/retourAccepter/${id}`)).statusCode).toBe(200);
    expect(
      (await call(t.app, a.headers.admin, 'POST', `v1/user/retourRecu/${id}`, { remise_en_stock: false }))
        .statusCode,
    ).toBe(200);
    const refunded = await call(t.app, a.headers.admin, 'POST', `v1/user/retourRembourse/${id}`, {
      reference: 'CIB-77',
    });
    expect(refunded.statusCode).toBe(200);
    // The whole order came back for a seller's fault: the delivery fee too.
    const row = await retourRow(db, id);
    expect(row.etat).toBe('rembourse');
    expect(row.fraisRembourses).toBe(row.montantRembourse !== 200_000);
    expect(await refundEntries(db, id)).toEqual([]);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('a card return is refunded through the provider when received; a failure is retried, refunded once', async () => {
    const db = t.database.db;
    sandboxRefunds.reset();
    const a = await makeBackofficeActors(t.app);
    const first = await deliveredOrder(t.app, a, { typePaiement: 'devise' });
    const id = (
      await askReturn(t.app, first.headers, first.order.id, [
        { commande_ligne_id: first.line.id, quantite: 1 },
      ])
    ).json().data.id;
    await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id}`);
    // The seller cannot record a card refund.
    const received = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRecu/${id}`, {
      remise_en_stock: false,
    });
    expect(received.json().data).toMatchObject({ etat: 'rembourse', montant_rembourse: 1000 });
    const made = [...sandboxRefunds.made.values()];
    expect(made).toMatchObject([{ paymentRef: `sb_pay_${first.order.id}`, amount: 100_000 }]);
    expect(received.json().data.reference).toBe(made[0].refundRef);
    const [entry] = await refundEntries(db, id);
    // Card: the seller gives back the unit less its commission.
    expect(entry.montant).toBe(-(100_000 - 10_000));
    expect((await checkInvariants(db)).ok).toBe(true);

    // A provider failure: the return stays received with the attempt and its error.
    sandboxRefunds.reset();
    const second = await deliveredOrder(t.app, a, { typePaiement: 'devise' });
    const id2 = (
      await askReturn(t.app, second.headers, second.order.id, [
        { commande_ligne_id: second.line.id, quantite: 2 },
      ])
    ).json().data.id;
    await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id2}`);
    sandboxRefunds.failNext(1);
    const stuck = await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRecu/${id2}`, {
      remise_en_stock: true,
    });
    expect(stuck.json().data.etat).toBe('recu');
    expect(await retourRow(db, id2)).toMatchObject({
      etat: 'recu',
      refundAttempts: 1,
      refundLastError: expect.stringContaining('panne'),
    });
    expect(sandboxRefunds.made.size).toBe(0);
    expect(await refundEntries(db, id2)).toEqual([]);

    // Not due before its backoff; due after it: refunded once, however many times it is asked.
    const deps = { db, providers: createPaymentProviders(t.config) };
    expect(await retryCardRefunds(deps, new Date())).toEqual([]);
    expect(await retryCardRefunds(deps, new Date(Date.now() + 120_000))).toEqual(['rembourse']);
    expect(await refundByCard(deps, id2)).toBe('skipped');
    expect(sandboxRefunds.made.size).toBe(1);
    expect(await refundEntries(db, id2)).toHaveLength(1);
    expect(await retourRow(db, id2)).toMatchObject({
      etat: 'rembourse',
      refundAttempts: 2,
      refundLastError: null,
    });
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('the restore check sees a refund entry without its refunded return', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, {});
    const id = (
      await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }])
    ).json().data.id;
    expect((await checkInvariants(db)).ok).toBe(true);
    await db.insert(ecritures).values({
      marchandId: a.storeA.id,
      type: 'remboursement',
      montant: -5_000,
      libelle: 'Remboursement sans retour remboursé',
      commandeId: order.id,
      retourId: id,
    });
    const report = await checkInvariants(db);
    expect(report.violations.refund_without_entry).toMatchObject([{ retour_id: id, etat: 'demande' }]);
    expect(report.violations.ledger_not_orders).toHaveLength(1);
  });
});
