import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onOrderEvents } from '../orders';
import { createNotifier, type Notifier } from './notifications.service';
import { createOrderFeed, type OrderFeed } from './order-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails and feed events of committed order events (see notifications.service.ts). */
    notifications: Notifier;
    /** New orders, live, for the back-offices' streams. */
    orderFeed: OrderFeed;
  }
}

/**
 * Subscribes the app to its database's committed order events; waits for queued mails on close. Its
 * jobs are counted, and its queue measured, in the metrics (plugins/metrics.ts).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const feed = createOrderFeed(app.database, app.log);
    const notifier = createNotifier({
      db: app.database.db,
      mailer: app.mailer,
      config: app.config,
      feed,
      log: app.log,
      metrics: app.metrics.job('notifications'),
    });
    app.metrics.queueDepth('notifications', () => notifier.pending());
    const unsubscribe = onOrderEvents(app.database.db, (events) => notifier.handle(events));
    app.decorate('orderFeed', feed);
    app.decorate('notifications', notifier);
    app.addHook('onClose', async () => {
      unsubscribe();
      await notifier.idle();
      await feed.close();
    });
  },
  { name: 'souk-notifications', fastify: '5.x' },
);
