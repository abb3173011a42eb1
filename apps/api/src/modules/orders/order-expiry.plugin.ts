import type { FastifyInstance } from 'fastify';
import { deleteExpiredKeys } from '../idempotency';
import { expireUnpaidOrders } from './order-expiry.service';

/** How often each API process sweeps; several processes sweeping at once is harmless. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the unpaid-order sweep once the app is ready, then every SWEEP_INTERVAL_MS; stops on close.
 * Off in tests (NODE_ENV=test): they call `expireUnpaidOrders` with the clock they need.
 */
export async function orderExpirySweep(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    // One sweep at a time per process: a slow one is not stacked on by the next tick.
    running ??= expireUnpaidOrders(app.database.db, new Date(), app.config.UNPAID_ORDER_TTL_HOURS)
      .then(async (n) => {
        if (n > 0) app.log.info({ cancelled: n }, 'unpaid card orders cancelled');
        // Expired Idempotency-Key replies go with the same tick (decision 0033).
        const keys = await deleteExpiredKeys(app.database, new Date());
        if (keys > 0) app.log.info({ deleted: keys }, 'expired idempotency keys deleted');
      })
      .catch((err) => app.log.error({ err }, 'unpaid order sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
