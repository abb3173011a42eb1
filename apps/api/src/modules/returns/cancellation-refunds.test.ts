import { formatDzd } from '@souk/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { checkInvariants } from '../../db/invariants';
import { commandeEtats, commandes, paiements } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';
import { placeOrder } from '../finances/finances.fixtures';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { expireUnpaidOrders } from '../orders/order-expiry.service';
import { createPaymentProviders, sandboxRefunds } from '../payments';
import { claimAttempt, recordOutcome } from '../payments/payment-attempts.service';
import {
  cancellationRefundKey,
  refundCancelledOrder,
  retryCancellationRefunds,
} from './card-refunds.service';
import { call } from './returns.fixtures';

/**
 * A cancelled card order's payment given back by the provider (docs/product/orders-and-money.md,
 * Payment types): a payment that succeeds once its order was cancelled (the client cancelled, or the
 * unpaid sweep did, while the provider was still confirming it) is refunded right after it is
 * recorded, idempotently, retried with backoff when the provider fails, never written to the ledger.
 */

type Placed = Awaited<ReturnType<typeof placeOrder>>;

/** An order of the store with a payment attempt open at the provider (3-D Secure, a checkout page). */
async function withOpenAttempt(app: FastifyInstance, typePaiement: 'devise' | 'cib', marchandId: number) {
  const placed = await placeOrder(app, { marchandId, typePaiement, prix: 1000, quantite: 2 });
  const [order] = await app.database.db.select().from(commandes).where(eq(commandes.id, placed.order.id));
  const claim = await claimAttempt(app.database.db, {
    commandeId: placed.order.id,
    clientId: placed.client.id,
    provider: 'sandbox',
    amount: order.montantAPayer,
    now: new Date(),
  });
  if (claim.kind !== 'new') throw new Error('expected a new attempt');
  return { ...placed, attempt: claim.attempt, montant: order.montantAPayer };
}

/** The provider confirms the attempt (its notification), after the order was cancelled. */
function confirmLate(app: FastifyInstance, paiementId: number) {
  return recordOutcome(
    app.database.db,
    paiementId,
    { status: 'reussi', providerRef: `sb_late_${paiementId}`, raw: {} },
    { who: { actorRole: 'system', actorId: null }, note: 'Paiement confirmé', now: new Date() },
  );
}

/** The client cancels its order (`commandeDelete`). */
const cancel = (app: FastifyInstance, p: Placed) =>
  app.inject({ method: 'DELETE', url: `/api/v1/client/commandeDelete/${p.order.id}`, headers: p.headers });

describe('refunding a cancelled card order', () => {
  const t = useTestApp();
  const settle = async () => {
    await t.app.jobs.drain();
    await t.app.jobs.drain();
  };
  const paymentRow = async (id: number) =>
    (await t.database.db.select().from(paiements).where(eq(paiements.id, id)))[0];
  const historyNotes = async (commandeId: number) =>
    (
      await t.database.db
        .select()
        .from(commandeEtats)
        .where(eq(commandeEtats.commandeId, commandeId))
        .orderBy(commandeEtats.id)
    ).map((h) => [h.etat, h.note]);
  const clientOrder = async (p: Placed) =>
    (await call(t.app, p.headers, 'GET', 'v1/client/commandes?etat=annulee')).json().data[0];
  const ledgerOf = (commandeId: number) =>
    t.database.db.select().from(ecritures).where(eq(ecritures.commandeId, commandeId));

  beforeEach(() => sandboxRefunds.reset());

  it('a payment that succeeds after the client cancelled is refunded by the provider, once, with history, mail and reply', async () => {
    const a = await makeBackofficeActors(t.app);
    const p = await withOpenAttempt(t.app, 'devise', a.storeA.id);
    expect((await cancel(t.app, p)).statusCode).toBe(200);
    await settle();
    // Nothing was paid yet: nothing to refund.
    expect(sandboxRefunds.made.size).toBe(0);
    t.mailer.sent.length = 0;

    const settled = await confirmLate(t.app, p.attempt.id);
    expect(settled).toMatchObject({ etat: 'annulee', needsRefund: true });
    await settle();

    const made = [...sandboxRefunds.made.values()];
    expect(made).toEqual([
      {
        refundRef: expect.stringMatching(/^sb_re_/),
        paymentRef: `sb_late_${p.attempt.id}`,
        amount: p.montant,
        idempotencyKey: cancellationRefundKey(p.order.id, p.attempt.id),
      },
    ]);
    expect(await paymentRow(p.attempt.id)).toMatchObject({
      statut: 'reussi',
      refundProviderId: made[0].refundRef,
      refundAttempts: 1,
      refundLastError: null,
      refundedAt: expect.any(Date),
    });
    // The order stays cancelled; its history names the refund (the seller's timeline).
    const notes = await historyNotes(p.order.id);
    expect(notes.at(-1)).toEqual([
      'annulee',
      `Paiement remboursé sur la carte : ${formatDzd(2000)} (réf. ${made[0].refundRef})`,
    ]);
    expect(notes.filter(([etat]) => etat === 'annulee')).toHaveLength(2);
    // The client's mail.
    const mails = t.mailer.sent.filter((m) => m.subject.includes('remboursé'));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(p.client.email);
    expect(mails[0].subject).toBe(`Votre paiement de la commande ${p.order.ref} est remboursé`);
    expect(mails[0].text).toContain(made[0].refundRef);
    // The client's reply shows the refund; its timeline shows the cancellation once.
    const reply = await clientOrder(p);
    expect(reply.remboursement).toEqual({
      montant: 2000,
      etat: 'rembourse',
      rembourse_at: expect.any(String),
    });
    expect(reply.etats.map((e: { etat: string }) => e.etat)).toEqual(['en_attente_de_paiement', 'annulee']);
    // The seller's detail keeps the whole history with the notes.
    const detail = (
      await call(t.app, a.headers.partnerA, 'GET', `v1/marchand/commandeShow/${p.order.ref}`)
    ).json().data;
    expect(detail.remboursement).toMatchObject({ etat: 'rembourse', montant: 2000 });
    expect(detail.etats.at(-1).note).toContain('Paiement remboursé');

    // Asked again (another process, a replayed notification): nothing more.
    const deps = { db: t.database.db, providers: createPaymentProviders(t.config) };
    expect(await refundCancelledOrder(deps, p.order.id)).toEqual([]);
    expect(await confirmLate(t.app, p.attempt.id)).toMatchObject({ needsRefund: false });
    await settle();
    expect(await retryCancellationRefunds(deps, new Date(Date.now() + 86_400_000))).toEqual([]);
    expect(sandboxRefunds.made.size).toBe(1);
    expect((await historyNotes(p.order.id)).filter(([etat]) => etat === 'annulee')).toHaveLength(2);
    // Nothing in the seller's ledger: a cancelled order has no sale.
    expect(await ledgerOf(p.order.id)).toEqual([]);
    expect((await checkInvariants(t.database.db)).ok).toBe(true);
  });

  it('a provider failure is recorded and retried with backoff: refunded once', async () => {
    const a = await makeBackofficeActors(t.app);
    const p = await withOpenAttempt(t.app, 'devise', a.storeA.id);
    // The unpaid sweep cancels it while the provider is still confirming the payment.
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await expireUnpaidOrders(t.database.db, later)).toBe(1);
    await settle();
    sandboxRefunds.failNext(1);
    await confirmLate(t.app, p.attempt.id);
    await settle();

    expect(sandboxRefunds.made.size).toBe(0);
    const failed = await paymentRow(p.attempt.id);
    expect(failed).toMatchObject({
      refundAttempts: 1,
      refundLastError: expect.stringContaining('panne'),
      refundedAt: null,
    });
    expect((await clientOrder(p)).remboursement).toEqual({
      montant: 2000,
      etat: 'en_cours',
      rembourse_at: null,
    });
    expect(t.mailer.sent.filter((m) => m.subject.includes('remboursé'))).toEqual([]);

    // Not due before its backoff (1 min after the attempt); due after it; then nothing left.
    const deps = { db: t.database.db, providers: createPaymentProviders(t.config) };
    const tried = failed.refundTriedAt as Date;
    expect(await retryCancellationRefunds(deps, new Date(tried.getTime() + 30_000))).toEqual([]);
    expect(await retryCancellationRefunds(deps, new Date(tried.getTime() + 61_000))).toEqual(['rembourse']);
    expect(await retryCancellationRefunds(deps, new Date(tried.getTime() + 86_400_000))).toEqual([]);
    expect(sandboxRefunds.made.size).toBe(1);
    expect([...sandboxRefunds.made.values()][0]).toMatchObject({
      amount: p.montant,
      idempotencyKey: cancellationRefundKey(p.order.id, p.attempt.id),
    });
    expect(await paymentRow(p.attempt.id)).toMatchObject({
      refundAttempts: 2,
      refundLastError: null,
      refundedAt: expect.any(Date),
    });
    await settle();
    expect(t.mailer.sent.filter((m) => m.subject.includes('remboursé'))).toHaveLength(1);
    expect((await clientOrder(p)).remboursement.etat).toBe('rembourse');
    expect(await ledgerOf(p.order.id)).toEqual([]);
    expect((await checkInvariants(t.database.db)).ok).toBe(true);
  });

  it('a CIB or cash-on-delivery cancelled order is not sent to the provider', async () => {
    const a = await makeBackofficeActors(t.app);
    const cib = await withOpenAttempt(t.app, 'cib', a.storeA.id);
    expect((await cancel(t.app, cib)).statusCode).toBe(200);
    expect(await confirmLate(t.app, cib.attempt.id)).toMatchObject({ needsRefund: true });
    const cod = await placeOrder(t.app, { marchandId: a.storeA.id, typePaiement: 'livraison' });
    expect((await cancel(t.app, cod)).statusCode).toBe(200);
    await settle();

    const deps = { db: t.database.db, providers: createPaymentProviders(t.config) };
    expect(await refundCancelledOrder(deps, cib.order.id)).toEqual(['skipped']);
    expect(await refundCancelledOrder(deps, cod.order.id)).toEqual([]);
    expect(await retryCancellationRefunds(deps, new Date(Date.now() + 86_400_000))).toEqual([]);
    expect(sandboxRefunds.made.size).toBe(0);
    expect(await paymentRow(cib.attempt.id)).toMatchObject({ refundAttempts: 0, refundedAt: null });
    expect((await clientOrder(cib)).remboursement).toBeNull();
    expect((await clientOrder(cod)).remboursement).toBeNull();
  });

  it('an unpaid card order cancelled is not refunded', async () => {
    const a = await makeBackofficeActors(t.app);
    const p = await withOpenAttempt(t.app, 'devise', a.storeA.id);
    expect((await cancel(t.app, p)).statusCode).toBe(200);
    // The provider declines the attempt after the cancellation.
    await recordOutcome(
      t.database.db,
      p.attempt.id,
      { status: 'refuse', providerRef: null, message: 'Votre carte a été refusée.', raw: {} },
      { who: { actorRole: 'system', actorId: null }, note: '', now: new Date() },
    );
    await settle();
    const deps = { db: t.database.db, providers: createPaymentProviders(t.config) };
    expect(await refundCancelledOrder(deps, p.order.id)).toEqual([]);
    expect(await retryCancellationRefunds(deps, new Date(Date.now() + 86_400_000))).toEqual([]);
    expect(sandboxRefunds.made.size).toBe(0);
    expect((await clientOrder(p)).remboursement).toBeNull();
  });
});
