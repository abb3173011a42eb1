import type { DeadLetterReply } from '@souk/domain/replies/jobs';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commandes } from '../../db/schema/commerce';
import type { JobQueue } from './job-queue';

/** A page of dead letters as the administrator reads them: an order's reference beside its id. */
export async function deadLetterRows(
  db: Db,
  jobs: JobQueue,
  limit: number,
  offset: number,
): Promise<DeadLetterReply[]> {
  const letters = await jobs.deadLetters(limit, offset);
  const orderIds = letters.filter((l) => l.concerne.type === 'commande').map((l) => Number(l.concerne.id));
  const refs = new Map<number, string>();
  if (orderIds.length > 0) {
    const rows = await db
      .select({ id: commandes.id, ref: commandes.ref })
      .from(commandes)
      .where(inArray(commandes.id, orderIds));
    for (const row of rows) refs.set(row.id, row.ref);
  }
  return letters.map((l) => ({
    id: l.id,
    queue: l.queue,
    concerne: {
      type: l.concerne.type,
      id: String(l.concerne.id),
      ref: l.concerne.type === 'commande' ? (refs.get(Number(l.concerne.id)) ?? null) : null,
    },
    error: l.error,
    attempts: l.attempts,
    created_at: l.createdAt,
    failed_at: l.failedAt,
    request_id: l.requestId,
  }));
}
