import type { FastifyInstance } from 'fastify';
import { deleteExpiredKeys } from '../idempotency';
import { expireUnpaidOrders } from './order-expiry.service';

/** How often the sweep runs: one process at a time (a sweep job of the queue, modules/jobs). */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the unpaid-order sweep every SWEEP_INTERVAL_MS (a sweep job, modules/jobs: logged and counted in the metrics).
 * Off in tests (NODE_ENV=test): they call `expireUnpaidOrders` with the clock they need.
 */
export async function orderExpirySweep(app: FastifyInstance) {
  app.jobs.every('order-expiry', SWEEP_INTERVAL_MS, async (log) => {
    const n = await expireUnpaidOrders(app.database.db, new Date(), app.config.UNPAID_ORDER_TTL_HOURS);
    if (n > 0) log.info({ cancelled: n }, 'unpaid card orders cancelled');
    // Expired Idempotency-Key replies go with the same tick (decision 0033).
    const keys = await deleteExpiredKeys(app.database, new Date());
    if (keys > 0) log.info({ deleted: keys }, 'expired idempotency keys deleted');
  });
}
