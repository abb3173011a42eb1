import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/background-job';
import { onOrderEvents } from '../orders';
import { createPaymentProviders } from '../payments';
import {
  type CardRefundResult,
  countPendingCardRefunds,
  refundCancelledOrder,
  retryCancellationRefunds,
  retryCardRefunds,
} from './card-refunds.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card refunds asked right after a committed cancellation or late payment (see below). */
    cardRefunds: { idle(): Promise<void> };
  }
}

/** How often each API process looks for card refunds to ask again; several at once are harmless. */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * Card refunds in the background (docs/product/orders-and-money.md, Returns and refunds, Payment types):
 *
 * - a cancelled order's card payment is asked back right after the cancellation (or the late
 *   payment) committed, whoever cancelled it: the committed order events (`state` to `annulee`,
 *   `refund_due`) start it, off the request path;
 * - the refunds a provider failed to make (a return's, a cancelled order's) are asked again with
 *   backoff (`refundRetryDelayMs`), once the app is ready then every REFUND_RETRY_INTERVAL_MS
 *   (lib/background-job.ts: logged and counted in the metrics). Off in tests (NODE_ENV=test): they
 *   call the retries with the clock they need. The returns' refunds still to make are the
 *   `card_refunds` queue of the metrics, counted at every scrape.
 *
 * The same idempotency key each time: a refund asked by two processes at once is made once.
 */
export const cardRefundRetry = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.database.db, providers: createPaymentProviders(app.config) };
    const inFlight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    };

    const unsubscribe = onOrderEvents(deps.db, (events) => {
      for (const event of events) {
        const commandeId =
          event.kind === 'refund_due'
            ? event.commandeId
            : event.kind === 'state' && event.to === 'annulee'
              ? event.id
              : null;
        if (commandeId === null) continue;
        track(
          new Promise((resolve) => setImmediate(resolve))
            .then(() => refundCancelledOrder(deps, commandeId))
            .catch((err) => app.log.error({ err, commandeId }, 'cancelled order refund failed')),
        );
      }
    });
    app.decorate('cardRefunds', {
      async idle() {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      },
    });

    app.metrics.queueDepth('card_refunds', () => countPendingCardRefunds(deps.db));
    const count = (results: CardRefundResult[], r: CardRefundResult) => results.filter((x) => x === r).length;
    scheduleJob(app, {
      name: 'card-refunds',
      intervalMs: REFUND_RETRY_INTERVAL_MS,
      async run(log) {
        const [returns, cancellations] = await Promise.all([
          retryCardRefunds(deps, new Date()),
          retryCancellationRefunds(deps, new Date()),
        ]);
        const results = [...returns, ...cancellations];
        const made = count(results, 'rembourse');
        const failed = count(results, 'failed');
        if (made > 0 || failed > 0) log.info({ made, failed }, 'card refunds retried');
      },
    });

    app.addHook('onClose', async () => {
      unsubscribe();
      await app.cardRefunds.idle();
    });
  },
  { name: 'souk-card-refunds', fastify: '5.x' },
);
