import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MediaStore } from '../../lib/media';
import { mediaStillUsed } from './media-references.repository';

/**
 * The safety net behind the cleanup every write does (docs/decisions/0034-media-cleanup.md): a
 * picture no row shows any more (a process stopped between saving a file and committing its row, a
 * removal that failed) is removed here once it is older than the grace period. The grace period
 * protects an upload in flight: its files exist a moment before the row that shows them.
 */

/** How old an unreferenced picture must be before the sweep removes it. */
export const MEDIA_SWEEP_GRACE_MS = 60 * 60_000;

/** URLs checked per statement. */
const BATCH = 500;

/**
 * Removes every stored picture older than `graceMs` that no row shows; returns how many were
 * removed, or `null` when another process is sweeping (a transaction-level advisory lock: one
 * sweep at a time across every API process sharing the database and the media directory).
 */
export async function sweepUnusedMedia(
  db: DbOrTx,
  media: MediaStore,
  now: Date,
  graceMs = MEDIA_SWEEP_GRACE_MS,
): Promise<number | null> {
  const cutoff = now.getTime() - graceMs;
  const old = (await media.listStored()).filter((f) => f.modifiedAt.getTime() < cutoff).map((f) => f.url);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('souk:media-sweep')) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return null;
    let removed = 0;
    for (let i = 0; i < old.length; i += BATCH) {
      const batch = old.slice(i, i + BATCH);
      const used = await mediaStillUsed(tx, batch);
      const unused = batch.filter((url) => !used.has(url));
      await Promise.all(unused.map((url) => media.remove(url)));
      removed += unused.length;
    }
    return removed;
  });
}
