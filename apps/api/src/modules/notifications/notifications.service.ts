import { randomUUID } from 'node:crypto';
import { toDzd } from '@souk/domain/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appUrlOf } from '../../lib/app-url';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { JobMetrics } from '../../plugins/metrics';
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
import { type PayoutStep, payoutMail } from './payout-mails';
import { cancellationRefundMail, retourMail } from './retour-mails';

/**
 * Turns committed order events (and payout steps) into e-mails and live-feed events. Runs off the request path: a
 * request only queues the work (setImmediate) after its transaction committed, so neither a slow
 * SMTP server nor a failing one delays, fails or rolls back what the shopper or seller did; every
 * failure is logged with the order it concerns. Each queued job is a run of the `notifications` job
 * (decision 0048): its log lines carry its `runId`, and a job with any failure counts as failed.
 */

export interface Notifier {
  /** Queues the work of committed events; returns at once. */
  handle(events: readonly OrderEvent[]): void;
  /** Queues the partner's mail of a committed payout step; returns at once. */
  payout(step: PayoutStep, versementId: number): void;
  /** Resolves when every queued job is done (tests, shutdown). */
  idle(): Promise<void>;
  /** Jobs queued and not finished (the metrics' `notifications` queue). */
  pending(): number;
}

interface ErrorLog {
  error(obj: object, msg: string): void;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'APP_URL' | 'PORT' | 'ADMIN_NOTIFY_EMAIL'>;
  feed: OrderFeed;
  log: ErrorLog & { child(bindings: object): ErrorLog };
  /** Counts every job's run and failure. */
  metrics?: JobMetrics;
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
  /** The job running now (one at a time): its logger, and whether anything of it failed. */
  let current = { log: deps.log as ErrorLog, failed: false };
  const fail = (obj: object, msg: string) => {
    current.failed = true;
    current.log.error(obj, msg);
  };

  const send = async (message: MailMessage | null, about: object) => {
    if (!message) return;
    try {
      await deps.mailer.send(message);
    } catch (err) {
      fail({ err, ...about, to: message.to, subject: message.subject }, 'notification e-mail failed');
    }
  };

  /** The platform's orders go to ADMIN_NOTIFY_EMAIL, or to every administrator when it is unset. */
  const adminRecipients = async () =>
    deps.config.ADMIN_NOTIFY_EMAIL
      ? deps.config.ADMIN_NOTIFY_EMAIL.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : repo.listAdminEmails(deps.db);

  async function placed(event: Extract<OrderEvent, { kind: 'placed' }>) {
    const orders = await repo.findMailOrders(deps.db, event.commandeIds);
    if (orders.length === 0) return;
    for (const order of orders) {
      await deps.feed
        .publish(feedOrderOf(order))
        .catch((err) => fail({ err, commandeId: order.id }, 'order feed publish failed'));
    }
    await send(orderPlacedClientMail(orders, appUrl), { commandeIds: event.commandeIds });
    for (const order of orders) {
      const recipients = order.storeEmail ? [order.storeEmail] : await adminRecipients();
      for (const to of recipients)
        await send(orderPlacedSellerMail(to, order, appUrl), { commandeId: order.id });
    }
  }

  async function stateChanged(event: Extract<OrderEvent, { kind: 'state' }>) {
    const [order] = await repo.findMailOrders(deps.db, [event.id]);
    if (!order) return;
    const note = event.to === 'annulee' ? await repo.findStateNote(deps.db, event.id, event.to) : null;
    await send(orderStateMail(order, event.from, event.to, note, appUrl), { commandeId: event.id });
    if (event.rewardCouponId !== null) {
      const coupon = await repo.findMailCoupon(deps.db, event.rewardCouponId);
      if (coupon) await send(couponIssuedMail(order, coupon, appUrl), { commandeId: event.id });
    }
  }

  /** A return's change: the client's mail, and the seller's live feed (like a new order). */
  async function retourChanged(event: Extract<OrderEvent, { kind: 'retour' }>) {
    const retour = await repo.findMailRetour(deps.db, event.retourId);
    if (!retour) return;
    await deps.feed
      .publishRetour({
        id: retour.id,
        commande_id: retour.commandeId,
        commande_ref: retour.ref,
        marchand_id: retour.marchandId,
        client: `${retour.clientPrenom} ${retour.clientNom}`,
        etat: event.to,
        motif: retour.motif,
        created_at: retour.createdAt.toISOString(),
      })
      .catch((err) => fail({ err, retourId: retour.id }, 'return feed publish failed'));
    await send(retourMail(retour, event.to, appUrl), { retourId: retour.id, etat: event.to });
  }

  /** A cancelled order's card payment given back: the client's mail. */
  async function refunded(event: Extract<OrderEvent, { kind: 'refunded' }>) {
    const refund = await repo.findMailRefund(deps.db, event.paiementId);
    if (refund) await send(cancellationRefundMail(refund, appUrl), { commandeId: event.commandeId });
  }

  async function payoutStep(step: PayoutStep, versementId: number) {
    try {
      const payout = await repo.findMailPayout(deps.db, versementId);
      if (payout) await send(payoutMail(step, payout, appUrl), { versementId, step });
    } catch (err) {
      fail({ err, versementId, step }, 'payout notification failed');
    }
  }

  async function run(events: readonly OrderEvent[]) {
    for (const event of events) {
      try {
        if (event.kind === 'placed') await placed(event);
        else if (event.kind === 'retour') await retourChanged(event);
        else if (event.kind === 'refunded') await refunded(event);
        else if (event.kind === 'state') await stateChanged(event);
      } catch (err) {
        fail({ err, event }, 'order notification failed');
      }
    }
  }

  /**
   * One job at a time, in the order the events committed: a client whose order is validated, shipped
   * and delivered in quick succession gets the three mails in that order (jobs run side by side
   * finished in whatever order their queries and sends happened to take).
   */
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  const enqueue = (job: () => Promise<void>) => {
    queued += 1;
    tail = tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        current = { log: deps.log.child({ job: 'notifications', runId: randomUUID() }), failed: false };
        try {
          await job();
        } catch (err) {
          fail({ err }, 'notification job failed');
        }
        if (current.failed) deps.metrics?.failed();
        else deps.metrics?.succeeded();
      })
      .finally(() => {
        queued -= 1;
      });
  };
  return {
    handle(events) {
      enqueue(() => run(events));
    },
    payout(step, versementId) {
      enqueue(() => payoutStep(step, versementId));
    },
    async idle() {
      while (queued > 0) await tail;
    },
    pending: () => queued,
  };
}
