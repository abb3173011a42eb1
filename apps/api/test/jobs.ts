import type { Database } from '../src/db/client';
import { JOBS_SCHEMA } from '../src/modules/jobs/job-queue';

/** Makes every job waiting for its retry due now (its backoff elapsed), for `app.jobs.drain()` to run it. */
export async function retryDueNow(database: Database): Promise<void> {
  await database.exec(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE state = 'retry'`);
}
