import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { createPaymentProviders } from '../payments';
import { countPendingCardRefunds, retryCardRefunds } from './card-refunds.service';

/** How often each API process looks for card refunds to ask again; several at once are harmless. */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * Asks again, with backoff (`refundRetryDelayMs`), the card refunds a provider failed to make, once
 * the app is ready then every REFUND_RETRY_INTERVAL_MS (lib/background-job.ts). Off in tests
 * (NODE_ENV=test): they call `retryCardRefunds` with the clock they need. The same idempotency key
 * each time: a refund asked by two processes at once is made once. The refunds still to make are
 * the `card_refunds` queue of the metrics, counted at every scrape.
 */
export async function cardRefundRetry(app: FastifyInstance) {
  const deps = { db: app.database.db, providers: createPaymentProviders(app.config) };
  app.metrics.queueDepth('card_refunds', () => countPendingCardRefunds(deps.db));
  scheduleJob(app, {
    name: 'card-refunds',
    intervalMs: REFUND_RETRY_INTERVAL_MS,
    async run(log) {
      const results = await retryCardRefunds(deps, new Date());
      const made = results.filter((r) => r === 'rembourse').length;
      const failed = results.filter((r) => r === 'failed').length;
      if (made > 0 || failed > 0) log.info({ made, failed }, 'card refunds retried');
    },
  });
}
