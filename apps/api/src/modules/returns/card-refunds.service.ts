import { remboursementLibelle } from '@souk/domain/returns/refund';
import { retourMove } from '@souk/domain/returns/state-machine';
import type { Db } from '../../db/client';
import { writeRefundEntry } from '../finances';
import { lockOrder, withTxRetry } from '../orders';
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
 */

export interface CardRefundDeps {
  db: Db;
  providers: PaymentProviders;
}

export type CardRefundResult = 'rembourse' | 'pending' | 'failed' | 'skipped';

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

async function ask(deps: CardRefundDeps, retourId: number, p: Extract<Prepared, { kind: 'ask' }>) {
  if (p.amount === 0) return { status: 'succeeded', refundRef: null } as const;
  const provider = p.payment ? deps.providers.byName(p.payment.provider) : null;
  if (!p.payment?.providerRef || !provider?.refund) {
    return {
      status: 'failed',
      refundRef: null,
      message: p.payment ? `Prestataire ${p.payment.provider} indisponible` : 'Paiement introuvable',
    } as const;
  }
  try {
    const outcome: RefundOutcome = await provider.refund({
      paymentRef: p.payment.providerRef,
      amount: p.amount,
      idempotencyKey: refundIdempotencyKey(retourId),
      refundRef: p.refundRef,
      metadata: { retour_id: String(retourId), commande_id: String(p.commandeId), commande_ref: p.ref },
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
  const outcome = await ask(deps, retourId, prepared);
  if (outcome.status === 'succeeded') {
    return (await settle(deps.db, retourId, outcome.refundRef, now)) ? 'rembourse' : 'skipped';
  }
  await withTxRetry(deps.db, (tx) =>
    repo.updateRetour(tx, retourId, 'recu', {
      providerRefundId: outcome.refundRef ?? prepared.refundRef,
      refundLastError:
        outcome.status === 'pending' ? 'Remboursement en cours chez le prestataire' : outcome.message,
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
