import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { sweepUnusedMedia } from './media-sweep.service';

/** How often each API process tries to sweep (one at a time across processes: an advisory lock). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Runs the media sweep once the app is ready, then every MEDIA_SWEEP_INTERVAL_MS (lib/background-job.ts).
 * Off in tests (NODE_ENV=test): they call `sweepUnusedMedia` with the clock they need.
 */
export async function mediaSweep(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'media-sweep',
    intervalMs: MEDIA_SWEEP_INTERVAL_MS,
    async run(log) {
      const n = await sweepUnusedMedia(app.database.db, app.media, new Date());
      if (n) log.info({ removed: n }, 'unreferenced media files removed');
    },
  });
}
