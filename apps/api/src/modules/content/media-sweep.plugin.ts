import type { FastifyInstance } from 'fastify';
import { sweepUnusedMedia } from './media-sweep.service';

/** How often the sweep runs: one process at a time (a sweep job of the queue, and an advisory lock). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Runs the media sweep every MEDIA_SWEEP_INTERVAL_MS (a sweep job, modules/jobs: logged and counted in the metrics).
 * Off in tests (NODE_ENV=test): they call `sweepUnusedMedia` with the clock they need.
 */
export async function mediaSweep(app: FastifyInstance) {
  app.jobs.every('media-sweep', MEDIA_SWEEP_INTERVAL_MS, async (log) => {
    const n = await sweepUnusedMedia(app.database.db, app.media, new Date());
    if (n) log.info({ removed: n }, 'unreferenced media files removed');
  });
}
