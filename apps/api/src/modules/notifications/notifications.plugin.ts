import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../../db/client';
import { onPayoutSteps, type PayoutStep } from '../finances';
import type { JobContext } from '../jobs';
import { type OrderEvent, onOrderEvents, onOrderEventsCommitted } from '../orders';
import { createNotifier, eventKey, notifiedEvents, subjectOf, transactionKey } from './notifications.service';
import { createOrderFeed, type OrderFeed } from './order-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** New orders, live, for the back-offices' streams. */
    orderFeed: OrderFeed;
  }
}

/** The jobs of this module (modules/jobs): a transaction's order events, and a payout step. */
export const NOTIFICATION_JOBS = { events: 'notifications', payout: 'payout-mail' } as const;

/**
 * Mails and feed events as durable jobs: the order events and payout steps of a transaction are
 * inserted as jobs with it (one job per transaction's events, so its mails go in the order the
 * changes were made), and the jobs' workers send them (notifications.service.ts, decision 0049).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const feed = createOrderFeed(app.database, app.log);
    const notifier = createNotifier({
      db: app.database.db,
      mailer: app.mailer,
      config: app.config,
      feed,
    });
    const { jobs } = app;
    jobs.define<OrderEvent[]>(NOTIFICATION_JOBS.events, (events, ctx: JobContext) =>
      notifier.events(events, ctx),
    );
    jobs.define<{ step: PayoutStep; versementId: number }>(NOTIFICATION_JOBS.payout, (p, ctx) =>
      notifier.payout(p.step, p.versementId, ctx),
    );
    const offEvents = onOrderEvents(app.database.db, async (tx: Tx, events) => {
      const notified = notifiedEvents(events);
      const [first] = notified;
      if (!first) return;
      await jobs.send(tx, NOTIFICATION_JOBS.events, notified, {
        key: transactionKey(notified.map(eventKey).join('|')),
        concerne: subjectOf(first),
      });
    });
    const offPayouts = onPayoutSteps(app.database.db, (tx, step, versementId) =>
      jobs.send(
        tx,
        NOTIFICATION_JOBS.payout,
        { step, versementId },
        {
          key: transactionKey(`payout:${step}:${versementId}`),
          concerne: { type: 'versement', id: versementId },
        },
      ),
    );
    // Committed order events: this process's workers look for their jobs at once.
    const offCommitted = onOrderEventsCommitted(app.database.db, () => jobs.wake());
    app.decorate('orderFeed', feed);
    app.addHook('onClose', async () => {
      offEvents();
      offPayouts();
      offCommitted();
      await feed.close();
    });
  },
  { name: 'souk-notifications', fastify: '5.x', dependencies: ['souk-jobs'] },
);
