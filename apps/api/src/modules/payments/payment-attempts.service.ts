import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import { canPaymentSucceed, type Etat, isEtat } from '@souk/domain/order-states';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { canPay, isCardPayment, isPaid } from '@souk/domain/payments';
import type { DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { applyTransition, lockOrder, recordOrderEvent, withTxRetry } from '../orders';
import * as repo from './paiements.repository';
import type { PaymentOutcome, ProviderName } from './payment-provider';

/**
 * Payment attempts, the one place where "paying an order twice charges once" is decided.
 *
 * 1. `claimAttempt`: on the locked order row, checks it still awaits payment and that no attempt is
 *    open, then records a new attempt `en_cours` whose idempotency key (`commande:<id>:<n>`) goes to
 *    the provider. Two concurrent submissions queue on the row lock: the second finds the first's
 *    attempt open (409) or the order paid (422) — only one reaches the provider.
 * 2. The provider is called outside any transaction (no row lock held during a network call).
 * 3. `recordOutcome`: on the locked order and attempt, writes the result; a success moves the order
 *    to en_attente_de_livraison through the orders service (history row, paid_at) in the same
 *    transaction. A settled success is final: replays (webhooks, retries) change nothing.
 */

/** How long an attempt may stay open (3-D Secure, Chargily's page, a slow provider) before another may start. */
export const OPEN_ATTEMPT_MINUTES = 30;

const LATE_PAYMENT = "Paiement reçu alors que la commande n'attendait plus de paiement : à rembourser.";
const ABANDONED = 'Tentative sans réponse du prestataire : abandonnée.';

/** Why this order cannot be paid now, or null. */
export function payRefusal(order: {
  etat: string;
  typePaiement: string;
  paidAt?: Date | null;
}): string | null {
  if (!isCardPayment(order.typePaiement)) return PAYMENT_MESSAGES.cashOnDelivery;
  if (order.etat === 'annulee') return PAYMENT_MESSAGES.cancelled;
  if (order.paidAt || (isEtat(order.etat) && isPaid(order.etat, order.typePaiement))) {
    return PAYMENT_MESSAGES.alreadyPaid;
  }
  if (!isEtat(order.etat) || !canPay(order.etat, order.typePaiement)) return PAYMENT_MESSAGES.notPayable;
  return null;
}

export type Claim =
  /** A fresh attempt: call the provider with its key. */
  | { kind: 'new'; attempt: repo.PaiementRow }
  /** A Chargily checkout already waiting for this order: send the client back to it. */
  | { kind: 'open'; attempt: repo.PaiementRow; checkoutUrl: string };

export function claimAttempt(
  db: DbOrTx,
  opts: { commandeId: number; clientId: number; provider: ProviderName; amount: number; now: Date },
): Promise<Claim> {
  const { commandeId, provider, now } = opts;
  return withTxRetry(db, async (tx) => {
    const order = await lockOrder(tx, commandeId);
    if (!order || order.clientId !== opts.clientId) throw notFound(ORDER_MESSAGES.notFound);
    const refusal = payRefusal(order);
    if (refusal) throw new HttpError(422, refusal);

    for (const open of await repo.findOpenAttempts(tx, commandeId)) {
      const ageMinutes = (now.getTime() - open.createdAt.getTime()) / 60_000;
      if (ageMinutes < OPEN_ATTEMPT_MINUTES) {
        const checkoutUrl = (open.raw as { checkout_url?: unknown } | null)?.checkout_url;
        if (open.provider === provider && typeof checkoutUrl === 'string') {
          return { kind: 'open', attempt: open, checkoutUrl };
        }
        throw new HttpError(409, PAYMENT_MESSAGES.inProgress);
      }
      // Too old to wait for. A late webhook may still confirm it (recordOutcome accepts that).
      await repo.updatePaiement(tx, open.id, { statut: 'refuse', message: ABANDONED, updatedAt: now });
    }

    const n = await repo.countAttempts(tx, commandeId);
    const attempt = await repo.insertAttempt(tx, {
      commandeId,
      provider,
      montant: opts.amount,
      idempotencyKey: `commande:${commandeId}:${n + 1}`,
      createdAt: now,
    });
    // The row lock makes this unreachable; the unique key is the last line of defence.
    if (!attempt) throw new HttpError(409, PAYMENT_MESSAGES.inProgress);
    return { kind: 'new', attempt };
  });
}

export interface Settled {
  commandeId: number;
  etat: Etat;
  paye: boolean;
  /** This call moved the order to en_attente_de_livraison. */
  changed: boolean;
  /** Money was taken for an order that no longer awaited it (cancelled, or paid by another attempt). */
  needsRefund: boolean;
}

/** Who the order's history names for the move, and why. */
export interface SettleOptions {
  who: { actorRole: string; actorId: number | null };
  note: string;
  now: Date;
}

type Recordable =
  | PaymentOutcome
  | { status: 'reussi'; providerRef: string | null; raw: Record<string, unknown> }
  | { status: 'refuse'; providerRef: string | null; message: string; raw: Record<string, unknown> };

export function recordOutcome(
  db: DbOrTx,
  paiementId: number,
  outcome: Recordable,
  opts: SettleOptions,
): Promise<Settled> {
  return withTxRetry(db, async (tx) => {
    // The order first, then the attempt: the same lock order as the claim, so they never deadlock.
    const known = await repo.findPaiement(tx, paiementId);
    if (!known) throw new Error(`Unknown payment attempt ${paiementId}`);
    const order = await lockOrder(tx, known.commandeId);
    const attempt = await repo.lockPaiement(tx, paiementId);
    if (!order || !attempt) throw new Error(`Payment attempt ${paiementId} lost its order`);
    const settled = (etat: string, changed = false, needsRefund = false): Settled => {
      const e = isEtat(etat) ? etat : 'en_attente_de_paiement';
      return { commandeId: order.id, etat: e, paye: isPaid(e, order.typePaiement), changed, needsRefund };
    };
    if (attempt.statut === 'reussi') return settled(order.etat);

    const raw = { ...((attempt.raw as Record<string, unknown> | null) ?? {}), ...outcome.raw };
    const providerRef = outcome.providerRef ?? attempt.providerRef;
    const { now } = opts;
    if (outcome.status === 'reussi') {
      const payable = isEtat(order.etat) && canPaymentSucceed(order.etat);
      if (payable) {
        await applyTransition(tx, order, 'en_attente_de_livraison', {
          actor: 'payment',
          who: opts.who,
          note: opts.note,
          now,
        });
      }
      await repo.updatePaiement(tx, attempt.id, {
        statut: 'reussi',
        providerRef,
        message: payable ? null : LATE_PAYMENT,
        raw,
        updatedAt: now,
      });
      // Money taken for a cancelled order: its refund is asked after COMMIT (returns/card-refunds).
      if (!payable && order.etat === 'annulee')
        recordOrderEvent({ kind: 'refund_due', commandeId: order.id });
      return payable ? settled('en_attente_de_livraison', true) : settled(order.etat, false, true);
    }
    if (outcome.status === 'refuse') {
      await repo.updatePaiement(tx, attempt.id, {
        statut: 'refuse',
        providerRef,
        message: outcome.message,
        raw,
        updatedAt: now,
      });
      return settled(order.etat);
    }
    // Still open (3-D Secure, processing, a checkout page): the provider's reference is kept for its webhook.
    await repo.updatePaiement(tx, attempt.id, { providerRef, raw, updatedAt: now });
    return settled(order.etat);
  });
}
