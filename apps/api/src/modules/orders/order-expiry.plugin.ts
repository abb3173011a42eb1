import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { deleteExpiredKeys } from '../idempotency';
import { expireUnpaidOrders } from './order-expiry.service';

/** How often each API process sweeps; several processes sweeping at once is harmless. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the unpaid-order sweep once the app is ready, then every SWEEP_INTERVAL_MS (lib/background-job.ts).
 * Off in tests (NODE_ENV=test): they call `expireUnpaidOrders` with the clock they need.
 */
export async function orderExpirySweep(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'order-expiry',
    intervalMs: SWEEP_INTERVAL_MS,
    async run(log) {
      const n = await expireUnpaidOrders(app.database.db, new Date(), app.config.UNPAID_ORDER_TTL_HOURS);
      if (n > 0) log.info({ cancelled: n }, 'unpaid card orders cancelled');
      // Expired Idempotency-Key replies go with the same tick (decision 0033).
      const keys = await deleteExpiredKeys(app.database, new Date());
      if (keys > 0) log.info({ deleted: keys }, 'expired idempotency keys deleted');
    },
  });
}
