import type { FastifyInstance } from 'fastify';
import { sweepUnusedMedia } from './media-sweep.service';

/** How often each API process tries to sweep (one at a time across processes: an advisory lock). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Runs the media sweep once the app is ready, then every MEDIA_SWEEP_INTERVAL_MS; stops on close.
 * Off in tests (NODE_ENV=test): they call `sweepUnusedMedia` with the clock they need.
 */
export async function mediaSweep(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    running ??= sweepUnusedMedia(app.database.db, app.media, new Date())
      .then((n) => {
        if (n) app.log.info({ removed: n }, 'unreferenced media files removed');
      })
      .catch((err) => app.log.error({ err }, 'media sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, MEDIA_SWEEP_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
