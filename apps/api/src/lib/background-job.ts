import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** The job's name in the logs (`job`) and the metrics (`souk_job_runs_total{job}`). */
  name: string;
  intervalMs: number;
  /** One run; `log` carries the job's name and this run's id. A throw is logged and counted as a failure. */
  run(log: FastifyBaseLogger): Promise<void>;
}

/**
 * Runs `job` once the app is ready, then every `intervalMs`, one run at a time per process (a slow
 * run is not stacked on by the next tick); stops on close, after the run under way. Every log line of
 * a run carries `job` and `runId`, and every run counts in the metrics (plugins/metrics.ts; decision
 * 0048). Off in tests (NODE_ENV=test): they call the job's service with the clock they need.
 */
export function scheduleJob(app: FastifyInstance, job: BackgroundJob) {
  if (app.config.NODE_ENV === 'test') return;
  const counted = app.metrics.job(job.name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    const log = app.log.child({ job: job.name, runId: randomUUID() });
    running = job
      .run(log)
      .then(
        () => counted.succeeded(),
        (err) => {
          counted.failed();
          log.error({ err }, `${job.name} failed`);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
