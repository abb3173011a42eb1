import { formatDzd, toDzd } from '@souk/domain/money';
import { refundsCancelledPayment, remboursementLibelle } from '@souk/domain/returns/refund';
import { retourMove } from '@souk/domain/returns/state-machine';
import type { Db } from '../../db/client';
import { writeRefundEntry } from '../finances';
import { insertEtatHistory, lockOrder, recordOrderEvent, withTxRetry } from '../orders';
import { type PaymentProviders, ProviderUnavailableError, type RefundOutcome } from '../payments';
import * as repo from './returns.repository';
import { computeRefund, refusalError, written } from './returns.service';

/**
 * Card (`devise`) refunds (docs/product/orders-and-money.md, Returns and refunds; decision 0046): made
 * when the return becomes `recu`, through the provider that took the payment, with an idempotency key
 * derived from the return. The provider is called outside any transaction:
 *
 * 1. under the order's then the return's lock, the amount is computed once (`montant_rembourse`,
 *    never changed after: the same key always asks the same amount) and the attempt counted; one
 *    refund of an order is under way at a time, so the next one is computed after it;
 * 2. the provider is asked;
 * 3. on success a transaction makes the return `rembourse` with its ledger entry; on a failure the
 *    return stays `recu` with the attempt's error, and the retry (card-refunds.plugin.ts) asks again
 *    later with the same key — the provider refunds once however many times it is asked.
 *
 * A cancelled order's card payment (a payment that arrived after the cancellation) is given back the
 * same way, whole, under a key derived from the order and the payment (`cancellationRefundKey`): its
 * state is kept on the `paiements` row (migration 0030), and no ledger entry is written (a cancelled
 * order has no `vente`, so the seller was never credited).
 */

export interface CardRefundDeps {
  db: Db;
  providers: PaymentProviders;
}

export type CardRefundResult = 'rembourse' | 'pending' | 'failed' | 'skipped';

const PENDING_AT_PROVIDER = 'Remboursement en cours chez le prestataire';

export const refundIdempotencyKey = (retourId: number) => `retour:${retourId}:remboursement`;

/** How long after the attempt `n` (1, 2, …) the next one waits: 1 min, 2, 4 … up to 6 hours. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export function isRefundDue(row: { refundAttempts: number; updatedAt: Date }, now: Date): boolean {
  if (row.refundAttempts === 0) return true;
  return row.updatedAt.getTime() + refundRetryDelayMs(row.refundAttempts) <= now.getTime();
}

type Prepared =
  | { kind: 'skip' }
  | {
      kind: 'ask';
      amount: number;
      refundRef: string | null;
      payment: { provider: string; providerRef: string | null } | undefined;
      commandeId: number;
      ref: string;
    };

async function prepare(db: Db, retourId: number, now: Date): Promise<Prepared> {
  return withTxRetry(db, async (tx) => {
    const head = await repo.findHead(tx, retourId);
    if (!head) return { kind: 'skip' };
    const order = await lockOrder(tx, head.commandeId);
    const retour = await repo.lockRetour(tx, retourId);
    if (!order || !retour || retour.etat !== 'recu') return { kind: 'skip' };
    if (retourMove('recu', 'rembourse', 'paiement', { typePaiement: order.typePaiement, now }) !== null) {
      return { kind: 'skip' };
    }
    let amount = retour.montantRembourse;
    if (amount === null) {
      // One refund of an order under way at a time: the next is computed once this one is made.
      if (await repo.otherRefundUnderWay(tx, order.id, retour.id)) return { kind: 'skip' };
      const refund = await computeRefund(tx, order, retour);
      amount = refund.montantRembourse;
      await repo.updateRetour(tx, retourId, 'recu', {
        montantRembourse: amount,
        fraisRembourses: refund.fraisRembourses,
      });
    }
    await repo.updateRetour(tx, retourId, 'recu', {
      refundAttempts: retour.refundAttempts + 1,
      updatedAt: now,
    });
    return {
      kind: 'ask',
      amount,
      refundRef: retour.providerRefundId,
      payment: await repo.successfulPayment(tx, order.id),
      commandeId: order.id,
      ref: order.ref,
    };
  });
}

/** What the provider is asked: part or all of a successful payment, under a key that never changes. */
interface AskRefund {
  payment: { provider: string; providerRef: string | null } | undefined;
  amount: number;
  idempotencyKey: string;
  refundRef: string | null;
  metadata: Record<string, string>;
}

/** Asks the provider that took the payment; a failure (unreachable, no such provider) is an outcome, never thrown. */
async function askRefund(deps: CardRefundDeps, r: AskRefund) {
  if (r.amount === 0) return { status: 'succeeded', refundRef: null } as const;
  const provider = r.payment ? deps.providers.byName(r.payment.provider) : null;
  if (!r.payment?.providerRef || !provider?.refund) {
    return {
      status: 'failed',
      refundRef: null,
      message: r.payment ? `Prestataire ${r.payment.provider} indisponible` : 'Paiement introuvable',
    } as const;
  }
  try {
    const outcome: RefundOutcome = await provider.refund({
      paymentRef: r.payment.providerRef,
      amount: r.amount,
      idempotencyKey: r.idempotencyKey,
      refundRef: r.refundRef,
      metadata: r.metadata,
    });
    return outcome;
  } catch (error) {
    const message = error instanceof ProviderUnavailableError ? error.message : 'Erreur inattendue';
    return { status: 'failed', refundRef: null, message } as const;
  }
}

/** The provider refunded: the return becomes `rembourse` with its ledger entry (once, under the locks). */
async function settle(db: Db, retourId: number, refundRef: string | null, now: Date): Promise<boolean> {
  return withTxRetry(db, async (tx) => {
    const head = await repo.findHead(tx, retourId);
    if (!head) return false;
    const order = await lockOrder(tx, head.commandeId);
    const retour = await repo.lockRetour(tx, retourId);
    if (!order || !retour || retour.etat !== 'recu') return false;
    const refus = retourMove('recu', 'rembourse', 'paiement', { typePaiement: order.typePaiement, now });
    if (refus) throw refusalError(refus);
    const refund = await computeRefund(tx, order, retour);
    if (retour.montantRembourse !== null && refund.montantRembourse !== retour.montantRembourse) {
      // Cannot happen while one refund of an order is under way at a time; never written silently.
      throw new Error(`retour ${retourId}: montant ${refund.montantRembourse} ≠ ${retour.montantRembourse}`);
    }
    await writeRefundEntry(tx, {
      marchandId: order.marchandId,
      commandeId: order.id,
      retourId,
      montant: refund.remboursementLedger,
      libelle: remboursementLibelle(order.ref),
      reference: refundRef,
      now,
    });
    await repo.updateRetour(tx, retourId, 'recu', {
      etat: 'rembourse',
      montantRembourse: refund.montantRembourse,
      fraisRembourses: refund.fraisRembourses,
      reference: refundRef,
      providerRefundId: refundRef,
      refundLastError: null,
      updatedAt: now,
    });
    await written(tx, {
      retourId,
      order,
      from: 'recu',
      to: 'rembourse',
      who: { acteur: 'paiement', role: 'system', actorId: null },
      motif: null,
      now,
    });
    return true;
  });
}

/** One attempt at a card return's refund; never throws for a provider's failure (it is recorded). */
export async function refundByCard(
  deps: CardRefundDeps,
  retourId: number,
  now = new Date(),
): Promise<CardRefundResult> {
  const prepared = await prepare(deps.db, retourId, now);
  if (prepared.kind === 'skip') return 'skipped';
  const outcome = await askRefund(deps, {
    payment: prepared.payment,
    amount: prepared.amount,
    idempotencyKey: refundIdempotencyKey(retourId),
    refundRef: prepared.refundRef,
    metadata: {
      retour_id: String(retourId),
      commande_id: String(prepared.commandeId),
      commande_ref: prepared.ref,
    },
  });
  if (outcome.status === 'succeeded') {
    return (await settle(deps.db, retourId, outcome.refundRef, now)) ? 'rembourse' : 'skipped';
  }
  await withTxRetry(deps.db, (tx) =>
    repo.updateRetour(tx, retourId, 'recu', {
      providerRefundId: outcome.refundRef ?? prepared.refundRef,
      refundLastError: outcome.status === 'pending' ? PENDING_AT_PROVIDER : outcome.message,
      updatedAt: now,
    }),
  );
  return outcome.status;
}

/** The card refunds still to make, due or waiting for their backoff (the metrics' `card_refunds` queue). */
export const countPendingCardRefunds = (db: Db) => repo.countPendingCardRefunds(db);

/** The retry's sweep: every card return received and not refunded whose next attempt is due. */
export async function retryCardRefunds(deps: CardRefundDeps, now = new Date(), limit = 50) {
  const due = (await repo.pendingCardRefunds(deps.db, limit * 4)).filter((r) => isRefundDue(r, now));
  const results: CardRefundResult[] = [];
  for (const row of due.slice(0, limit)) results.push(await refundByCard(deps, row.id, now));
  return results;
}

// ---------------------------------------------------------------- a cancelled order's payment

export const cancellationRefundKey = (commandeId: number, paiementId: number) =>
  `commande:${commandeId}:annulation:${paiementId}:remboursement`;

/** The line of the order's history once its payment is given back (the seller's timeline, the mail). */
export const cancellationRefundNote = (amount: number, refundRef: string | null) =>
  `Paiement remboursé sur la carte : ${formatDzd(toDzd(amount))}${refundRef ? ` (réf. ${refundRef})` : ''}`;

type PreparedPayment = NonNullable<Awaited<ReturnType<typeof repo.lockPaymentRefund>>> & {
  commandeId: number;
  ref: string;
};

/** Under the order's then the payment's lock: still due? Then the attempt is counted. */
async function preparePayment(db: Db, paiementId: number, now: Date): Promise<PreparedPayment | null> {
  return withTxRetry(db, async (tx) => {
    const commandeId = await repo.paymentOrder(tx, paiementId);
    if (commandeId === undefined) return null;
    const order = await lockOrder(tx, commandeId);
    const payment = await repo.lockPaymentRefund(tx, paiementId);
    if (!order || !payment || payment.refundedAt !== null) return null;
    if (!refundsCancelledPayment(order, payment)) return null;
    await repo.updatePaymentRefund(tx, paiementId, {
      refundAttempts: payment.refundAttempts + 1,
      refundTriedAt: now,
    });
    return { ...payment, commandeId: order.id, ref: order.ref };
  });
}

/** The provider gave it back: recorded once, with a line of the order's history and the client's mail. */
async function settlePayment(db: Db, paiementId: number, refundRef: string | null, now: Date) {
  return withTxRetry(db, async (tx) => {
    const commandeId = await repo.paymentOrder(tx, paiementId);
    if (commandeId === undefined) return false;
    const order = await lockOrder(tx, commandeId);
    const payment = await repo.lockPaymentRefund(tx, paiementId);
    if (!order || !payment || payment.refundedAt !== null) return false;
    await repo.updatePaymentRefund(tx, paiementId, {
      refundProviderId: refundRef,
      refundLastError: null,
      refundedAt: now,
    });
    // The order stays cancelled: its history gets a line naming the refund.
    await insertEtatHistory(tx, {
      commandeId: order.id,
      etat: order.etat,
      actorRole: 'system',
      actorId: null,
      note: cancellationRefundNote(payment.montant, refundRef),
      createdAt: now,
    });
    recordOrderEvent({ kind: 'refunded', commandeId: order.id, paiementId });
    return true;
  });
}

/** One attempt at giving back a cancelled order's card payment; a provider's failure is recorded, never thrown. */
export async function refundCancelledPayment(
  deps: CardRefundDeps,
  paiementId: number,
  now = new Date(),
): Promise<CardRefundResult> {
  const p = await preparePayment(deps.db, paiementId, now);
  if (!p) return 'skipped';
  const outcome = await askRefund(deps, {
    payment: p,
    amount: p.montant,
    idempotencyKey: cancellationRefundKey(p.commandeId, paiementId),
    refundRef: p.refundProviderId,
    metadata: { paiement_id: String(paiementId), commande_id: String(p.commandeId), commande_ref: p.ref },
  });
  if (outcome.status === 'succeeded') {
    return (await settlePayment(deps.db, paiementId, outcome.refundRef, now)) ? 'rembourse' : 'skipped';
  }
  await withTxRetry(deps.db, (tx) =>
    repo.updatePaymentRefund(tx, paiementId, {
      refundProviderId: outcome.refundRef ?? p.refundProviderId,
      refundLastError: outcome.status === 'pending' ? PENDING_AT_PROVIDER : outcome.message,
    }),
  );
  return outcome.status;
}

/** Every payment of a cancelled order still to give back (right after the cancellation or a late payment). */
export async function refundCancelledOrder(deps: CardRefundDeps, commandeId: number, now = new Date()) {
  const results: CardRefundResult[] = [];
  for (const id of await repo.unrefundedPayments(deps.db, commandeId)) {
    results.push(await refundCancelledPayment(deps, id, now));
  }
  return results;
}

/** The retry's sweep of cancelled orders' card payments whose next attempt is due (the same backoff). */
export async function retryCancellationRefunds(deps: CardRefundDeps, now = new Date(), limit = 50) {
  const due = (await repo.pendingCancellationRefunds(deps.db, limit * 4)).filter((r) =>
    isRefundDue({ refundAttempts: r.refundAttempts, updatedAt: r.refundTriedAt ?? r.createdAt }, now),
  );
  const results: CardRefundResult[] = [];
  for (const row of due.slice(0, limit)) results.push(await refundCancelledPayment(deps, row.id, now));
  return results;
}
