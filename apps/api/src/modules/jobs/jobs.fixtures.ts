import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEAD_LETTERS, JOBS_SCHEMA, type JobEnvelope, type JobSubject } from './job-queue';

/**
 * A dead letter as pg-boss leaves it after a job's last retry (its data and last error, decision
 * 0049), for the tests of the administrator's list. Returns its id.
 */
export async function makeDeadLetter(
  db: Db,
  opts: { queue?: string; concerne?: JobSubject; error?: string; payload?: unknown } = {},
): Promise<string> {
  const queue = opts.queue ?? 'notifications';
  const data: JobEnvelope<unknown> = {
    queue,
    key: `test:${queue}:${Math.random().toString(36).slice(2)}`,
    payload: opts.payload ?? [],
    sentAt: new Date().toISOString(),
    concerne: opts.concerne ?? { type: 'commande', id: 1 },
    requestId: 'req-test',
  };
  const { rows } = (await db.execute(
    sql`INSERT INTO ${sql.raw(JOBS_SCHEMA)}.job (name, data, output, retry_limit)
        VALUES (${DEAD_LETTERS}, ${JSON.stringify(data)}::jsonb,
                ${JSON.stringify({ message: opts.error ?? 'Connection refused' })}::jsonb, 10)
        RETURNING id`,
  )) as unknown as { rows: { id: string }[] };
  return rows[0].id;
}
