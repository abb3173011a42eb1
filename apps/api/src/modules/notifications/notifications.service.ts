import { randomUUID } from 'node:crypto';
import { toDzd } from '@souk/domain/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appUrlOf } from '../../lib/app-url';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { PayoutStep } from '../finances';
import type { JobContext, JobSubject } from '../jobs';
import type { OrderEvent } from '../orders';
import * as repo from './notifications.repository';
import type { FeedOrder, OrderFeed } from './order-feed';
import {
  couponIssuedMail,
  orderPlacedClientMail,
  orderPlacedSellerMail,
  orderStateMail,
  storeLabel,
} from './order-mails';
import { payoutMail } from './payout-mails';
import { cancellationRefundMail, retourMail } from './retour-mails';

/**
 * Turns order events (and payout steps) into e-mails and live-feed events: the handlers of the
 * `notifications` and `payout-mail` jobs (modules/jobs, decision 0049). The jobs are inserted with the
 * transaction of the change, so neither a slow SMTP server nor a failing one delays, fails or rolls
 * back what the shopper or seller did, and a crash between COMMIT and the send loses nothing. Each
 * mail and feed event is done once under the job's idempotency key (`ctx.once`); a failed one fails
 * the job, which is retried with backoff, the ones already done being skipped.
 */

export interface Notifier {
  /** The `notifications` job: the events of one transaction, in the order they were recorded. */
  events(events: readonly OrderEvent[], ctx: JobContext): Promise<void>;
  /** The `payout-mail` job: the partner's mail of a payout step. */
  payout(step: PayoutStep, versementId: number, ctx: JobContext): Promise<void>;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'APP_URL' | 'PORT' | 'ADMIN_NOTIFY_EMAIL'>;
  feed: OrderFeed;
}

export function feedOrderOf(order: repo.MailOrder): FeedOrder {
  return {
    id: order.id,
    ref: order.ref,
    marchand_id: order.marchandId,
    magasin: storeLabel(order),
    client: `${order.clientPrenom} ${order.clientNom}`,
    montant: toDzd(order.montantAPayer),
    etat: order.etat,
    type_paiement: order.typePaiement,
    created_at: order.createdAt.toISOString(),
  };
}

export function createNotifier(deps: Deps): Notifier {
  // Sent after the order's transaction, outside any request (lib/app-url.ts).
  const appUrl = appUrlOf(deps.config);

  /** Each message once per job key: its recipient and subject name it. */
  const send = async (ctx: JobContext, message: MailMessage | null) => {
    if (!message) return;
    await ctx.once(`mail:${message.to}:${message.subject}`, () => deps.mailer.send(message));
  };

  /** The platform's orders go to ADMIN_NOTIFY_EMAIL, or to every administrator when it is unset. */
  const adminRecipients = async () =>
    deps.config.ADMIN_NOTIFY_EMAIL
      ? deps.config.ADMIN_NOTIFY_EMAIL.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : repo.listAdminEmails(deps.db);

  async function placed(event: Extract<OrderEvent, { kind: 'placed' }>, ctx: JobContext) {
    const orders = await repo.findMailOrders(deps.db, event.commandeIds);
    if (orders.length === 0) return;
    for (const order of orders) {
      await ctx.once(`feed:commande:${order.id}`, () => deps.feed.publish(feedOrderOf(order)));
    }
    await send(ctx, orderPlacedClientMail(orders, appUrl));
    for (const order of orders) {
      const recipients = order.storeEmail ? [order.storeEmail] : await adminRecipients();
      for (const to of recipients) await send(ctx, orderPlacedSellerMail(to, order, appUrl));
    }
  }

  async function stateChanged(event: Extract<OrderEvent, { kind: 'state' }>, ctx: JobContext) {
    const [order] = await repo.findMailOrders(deps.db, [event.id]);
    if (!order) return;
    const note = event.to === 'annulee' ? await repo.findStateNote(deps.db, event.id, event.to) : null;
    await send(ctx, orderStateMail(order, event.from, event.to, note, appUrl));
    if (event.rewardCouponId !== null) {
      const coupon = await repo.findMailCoupon(deps.db, event.rewardCouponId);
      if (coupon) await send(ctx, couponIssuedMail(order, coupon, appUrl));
    }
  }

  /** A return's change: the client's mail, and the seller's live feed (like a new order). */
  async function retourChanged(event: Extract<OrderEvent, { kind: 'retour' }>, ctx: JobContext) {
    const retour = await repo.findMailRetour(deps.db, event.retourId);
    if (!retour) return;
    await ctx.once(`feed:retour:${retour.id}:${event.to}`, () =>
      deps.feed.publishRetour({
        id: retour.id,
        commande_id: retour.commandeId,
        commande_ref: retour.ref,
        marchand_id: retour.marchandId,
        client: `${retour.clientPrenom} ${retour.clientNom}`,
        etat: event.to,
        motif: retour.motif,
        created_at: retour.createdAt.toISOString(),
      }),
    );
    await send(ctx, retourMail(retour, event.to, appUrl));
  }

  /** A cancelled order's card payment given back: the client's mail. */
  async function refunded(event: Extract<OrderEvent, { kind: 'refunded' }>, ctx: JobContext) {
    const refund = await repo.findMailRefund(deps.db, event.paiementId);
    if (refund) await send(ctx, cancellationRefundMail(refund, appUrl));
  }

  return {
    async events(events, ctx) {
      for (const event of events) {
        if (event.kind === 'placed') await placed(event, ctx);
        else if (event.kind === 'retour') await retourChanged(event, ctx);
        else if (event.kind === 'refunded') await refunded(event, ctx);
        else if (event.kind === 'state') await stateChanged(event, ctx);
      }
    },
    async payout(step, versementId, ctx) {
      const payout = await repo.findMailPayout(deps.db, versementId);
      if (payout) await send(ctx, payoutMail(step, payout, appUrl));
    },
  };
}

/** The events that make mails or feed events (the others are for other modules' jobs). */
export function notifiedEvents(events: readonly OrderEvent[]): OrderEvent[] {
  return events.filter((e) => e.kind !== 'refund_due');
}

/**
 * The idempotency key of a transaction's job: what it is about, and an id drawn in the transaction
 * attempt. A real repeat of the same move (an order or return brought back to an earlier state and
 * moved again, decision 0032) is another transaction, so another job; a retried attempt rolled its
 * own insert back, so it cannot enqueue twice; a retried job keeps its key (decision 0049).
 */
export function transactionKey(about: string): string {
  return `${about}|tx:${randomUUID()}`;
}

/** What one event is, in a job's key (readable in the logs and dead letters). */
export function eventKey(event: OrderEvent): string {
  switch (event.kind) {
    case 'placed':
      return `placed:${event.commandeIds.join(',')}`;
    case 'state':
      return `state:${event.id}:${event.from}:${event.to}`;
    case 'retour':
      return `retour:${event.retourId}:${event.from}:${event.to}`;
    case 'refunded':
      return `refunded:${event.paiementId}`;
    case 'refund_due':
      return `refund_due:${event.commandeId}`;
  }
}

/** What a batch of events concerns, for the dead letters' screen: its first order or return. */
export function subjectOf(event: OrderEvent): JobSubject {
  if (event.kind === 'placed') return { type: 'commande', id: event.commandeIds[0] ?? 0 };
  if (event.kind === 'retour') return { type: 'retour', id: event.retourId };
  if (event.kind === 'state') return { type: 'commande', id: event.id };
  return { type: 'commande', id: event.commandeId };
}
