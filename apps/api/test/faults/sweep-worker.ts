import { openPostgres } from '../../src/db/client';
import { expireUnpaidOrders } from '../../src/modules/orders/order-expiry.service';

/**
 * One sweeping process for expiry-race.pg.test.ts: connects to DATABASE_URL, prints `ready`, waits
 * for a line on stdin (the start signal, sent to every worker at once), runs the unpaid-order sweep
 * as the API's timer does, prints `{ cancelled, startedAt, endedAt }` and exits.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openPostgres(url, 4);
await database.ping();
process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const startedAt = Date.now();
  const cancelled = await expireUnpaidOrders(database.db, new Date(), 24);
  const endedAt = Date.now();
  process.stdout.write(`${JSON.stringify({ cancelled, startedAt, endedAt })}\n`);
  await database.close();
  process.exit(0);
});
