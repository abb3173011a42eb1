import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onOrderEvents } from '../orders';
import { createPaymentProviders } from '../payments';
import {
  type CardRefundResult,
  countPendingCardRefunds,
  refundCancelledOrder,
  retryCancellationRefunds,
  retryCardRefunds,
} from './card-refunds.service';

/** The job asking a cancelled order's card payment back. */
export const CARD_REFUND_JOB = 'card-refund';

/** How often the card refunds to ask again are looked for (one process at a time: a sweep job). */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * Card refunds in the background (docs/product/orders-and-money.md, Returns and refunds, Payment types):
 *
 * - a cancelled order's card payment is asked back right after the cancellation (or the late
 *   payment) committed, whoever cancelled it: the order events (`state` to `annulee`, `refund_due`)
 *   insert a `card-refund` job with their transaction (modules/jobs, decision 0049), off the request
 *   path;
 * - the refunds a provider failed to make (a return's, a cancelled order's) are asked again with
 *   backoff (`refundRetryDelayMs`) by the `card-refunds` sweep, every REFUND_RETRY_INTERVAL_MS
 *   (logged and counted in the metrics). Off in tests (NODE_ENV=test): they call the retries with
 *   the clock they need. The returns' refunds still to make are the `card_refunds` queue of the
 *   metrics, counted at every scrape.
 *
 * The same idempotency key each time: a refund asked by two processes at once is made once.
 */
export const cardRefundRetry = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.database.db, providers: createPaymentProviders(app.config) };
    app.jobs.define<{ commandeId: number }>(CARD_REFUND_JOB, async ({ commandeId }, ctx) => {
      const result = await refundCancelledOrder(deps, commandeId);
      ctx.log.info({ commandeId, result }, 'cancelled order refund asked');
    });
    const unsubscribe = onOrderEvents(deps.db, async (tx, events) => {
      for (const event of events) {
        const commandeId =
          event.kind === 'refund_due'
            ? event.commandeId
            : event.kind === 'state' && event.to === 'annulee'
              ? event.id
              : null;
        if (commandeId === null) continue;
        await app.jobs.send(
          tx,
          CARD_REFUND_JOB,
          { commandeId },
          // A late payment may come after the cancellation's job: each event is its own job.
          {
            key: `${event.kind}:${commandeId}:${randomUUID()}`,
            concerne: { type: 'commande', id: commandeId },
          },
        );
      }
    });

    app.metrics.queueDepth('card_refunds', () => countPendingCardRefunds(deps.db));
    const count = (results: CardRefundResult[], r: CardRefundResult) => results.filter((x) => x === r).length;
    app.jobs.every('card-refunds', REFUND_RETRY_INTERVAL_MS, async (log) => {
      const [returns, cancellations] = await Promise.all([
        retryCardRefunds(deps, new Date()),
        retryCancellationRefunds(deps, new Date()),
      ]);
      const results = [...returns, ...cancellations];
      const made = count(results, 'rembourse');
      const failed = count(results, 'failed');
      if (made > 0 || failed > 0) log.info({ made, failed }, 'card refunds retried');
    });

    app.addHook('onClose', async () => {
      unsubscribe();
    });
  },
  { name: 'souk-card-refunds', fastify: '5.x', dependencies: ['souk-jobs'] },
);
