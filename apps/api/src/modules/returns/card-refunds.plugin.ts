import type { FastifyInstance } from 'fastify';
import { createPaymentProviders } from '../payments';
import { retryCardRefunds } from './card-refunds.service';

/** How often each API process looks for card refunds to ask again; several at once are harmless. */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * Asks again, with backoff (`refundRetryDelayMs`), the card refunds a provider failed to make, once
 * the app is ready then every REFUND_RETRY_INTERVAL_MS; stops on close. Off in tests (NODE_ENV=test):
 * they call `retryCardRefunds` with the clock they need. The same idempotency key each time: a
 * refund asked by two processes at once is made once.
 */
export async function cardRefundRetry(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test') return;
  const deps = { db: app.database.db, providers: createPaymentProviders(app.config) };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    running ??= retryCardRefunds(deps, new Date())
      .then((results) => {
        const made = results.filter((r) => r === 'rembourse').length;
        const failed = results.filter((r) => r === 'failed').length;
        if (made > 0 || failed > 0) app.log.info({ made, failed }, 'card refunds retried');
      })
      .catch((err) => app.log.error({ err }, 'card refund retry failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, REFUND_RETRY_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
