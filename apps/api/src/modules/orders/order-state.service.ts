import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import {
  canTransition,
  type Etat,
  isEtat,
  stockReleasedOnCancel,
  type Actor as TransitionActor,
} from '@souk/domain/order-states';
import { isCardPayment } from '@souk/domain/payments';
import type { DbOrTx } from '../../db/client';
import type { Actor, Ctx } from '../../lib/context';
import { HttpError, notFound } from '../../lib/http-errors';
import { issueRewardCoupon, releaseCoupon } from '../coupons';
import { settleOrderLedger } from '../finances';
import { recordOrderEvent } from './order-events';
import * as repo from './order-state.repository';
import { withTxRetry } from './tx-retry';

/**
 * Every change of an order's state goes through here (client cancellation, QR scan, the unpaid
 * sweep; seller moves and payments later), so the side effects happen once and together: the
 * history row, stock and coupon given back on cancellation, paid_at, the delivery reward, the
 * store's ledger entry of a delivery.
 */

export type { TransitionActor };
export type OrderStateRow = repo.OrderStateRow;

export interface ChangeOrderStateOptions {
  /** Who causes the move, as `canTransition` knows them. */
  actor: TransitionActor;
  /**
   * Restricts to one client's or one store's orders (`marchandId: null` = platform orders); any
   * other order is a 404, so a caller never learns that it exists.
   */
  scope?: { clientId?: number; marchandId?: number | null };
  /** Runs on the locked row before the move (e.g. the QR check); may throw. */
  guard?: (order: OrderStateRow) => void;
  /** The 422 message when the move is not allowed from the current state. */
  refusal?: string;
  /** Free text kept in the history row. */
  note?: string;
  /** The caller's own writes (e.g. the reason of a failed delivery), in the same transaction, after the move. */
  effects?: (tx: DbOrTx, order: OrderStateRow) => Promise<void>;
  now?: Date;
}

export interface OrderStateChange {
  id: number;
  ref: string;
  clientId: number;
  marchandId: number | null;
  from: Etat;
  to: Etat;
  /** Whether the reserved stock went back on the shelves. */
  stockReleased: boolean;
  /** Whether the order's coupon became usable again. */
  couponReleased: boolean;
  /** The reward coupon issued by this delivery, if any. */
  rewardCouponId: number | null;
}

/** Who the history row names: the acting account, or 'system' for the server's own moves. */
function historyActor(actor: Actor, kind: TransitionActor): { actorRole: string; actorId: number | null } {
  if (kind === 'system' || actor.role === 'visitor') return { actorRole: 'system', actorId: null };
  return { actorRole: actor.role, actorId: actor.id };
}

function inScope(order: OrderStateRow, scope: ChangeOrderStateOptions['scope']): boolean {
  if (!scope) return true;
  if (scope.clientId !== undefined && order.clientId !== scope.clientId) return false;
  if (scope.marchandId !== undefined && order.marchandId !== scope.marchandId) return false;
  return true;
}

/** Paid when a card payment succeeds, or when a cash-on-delivery order is handed over. */
function paidBy(to: Etat, typePaiement: string): boolean {
  if (to === 'en_attente_de_livraison') return isCardPayment(typePaiement);
  return to === 'livree' && typePaiement === 'livraison';
}

/**
 * Moves a locked order (see `lockOrder`) inside the caller's transaction. Refuses with 422
 * `refusal` when `canTransition` does not allow it from the current state.
 */
export async function applyTransition(
  tx: DbOrTx,
  order: OrderStateRow,
  to: Etat,
  opts: {
    actor: TransitionActor;
    who: { actorRole: string; actorId: number | null };
    refusal?: string;
    note?: string;
    now: Date;
  },
): Promise<OrderStateChange> {
  const refused = () => new HttpError(422, opts.refusal ?? ORDER_MESSAGES.transitionRefused);
  const from = order.etat;
  if (!isEtat(from) || !canTransition(from, to, opts.actor)) throw refused();
  const changed = await repo.updateOrderState(tx, order.id, [from], to, {
    now: opts.now,
    markPaid: paidBy(to, order.typePaiement),
  });
  if (!changed) throw refused();
  await repo.insertEtatHistory(tx, {
    commandeId: order.id,
    etat: to,
    ...opts.who,
    note: opts.note ?? null,
    createdAt: opts.now,
  });

  // The store's ledger follows deliveries (and their corrections) in the same transaction.
  if (to === 'livree' || from === 'livree') await settleOrderLedger(tx, order.id, opts.now);

  const stockReleased = stockReleasedOnCancel(from, to);
  if (stockReleased) {
    // Sorted by variant id, like the checkout's reservation: the two never wait on each other in a cycle.
    for (const line of await repo.reservedStock(tx, order.id)) {
      await repo.giveBackStock(tx, line.stockArticleId, line.quantite);
    }
  }
  const couponReleased =
    to === 'annulee' && order.clientCouponId !== null
      ? await releaseCoupon(tx, order.clientCouponId, order.id)
      : false;
  // The reward threshold counts what was paid for the articles: the delivery fee is not a purchase.
  const rewardCouponId =
    to === 'livree'
      ? await issueRewardCoupon(
          tx,
          { ...order, montantAPayer: order.montantAPayer - order.fraisLivraison },
          opts.now,
        )
      : null;

  const change = {
    id: order.id,
    ref: order.ref,
    clientId: order.clientId,
    marchandId: order.marchandId,
    from,
    to,
    stockReleased,
    couponReleased,
    rewardCouponId,
  };
  // Told to mails and live feeds after COMMIT, whoever moved the order (modules/notifications).
  recordOrderEvent({ kind: 'state', ...change });
  return change;
}

/**
 * Changes an order's state in one transaction (or a savepoint of the caller's): locks the row,
 * checks scope and `canTransition`, then writes the move and its side effects. 404 when the order
 * does not exist or is out of `scope`; 422 when the move is not allowed.
 */
export function changeOrderState(
  ctx: Ctx,
  commandeId: number,
  to: Etat,
  opts: ChangeOrderStateOptions,
): Promise<OrderStateChange> {
  const now = opts.now ?? new Date();
  return withTxRetry(ctx.db, async (tx) => {
    const order = await repo.lockOrder(tx, commandeId);
    if (!order || !inScope(order, opts.scope)) throw notFound(ORDER_MESSAGES.notFound);
    opts.guard?.(order);
    const change = await applyTransition(tx, order, to, {
      actor: opts.actor,
      who: historyActor(ctx.actor, opts.actor),
      refusal: opts.refusal,
      note: opts.note,
      now,
    });
    await opts.effects?.(tx, order);
    return change;
  });
}
