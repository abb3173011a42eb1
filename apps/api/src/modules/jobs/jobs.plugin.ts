import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withStartupLock } from '../../db/startup-lock';
import { ARCHIVE_SECONDS, createJobQueue, type JobQueue, requestScope } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable jobs (job-queue.ts, docs/decisions/0049-durable-jobs.md). */
    jobs: JobQueue;
  }
}

/** How often an idle worker looks for due jobs (committed order events wake it at once). */
const POLL_SECONDS = 2;

/** How long the ledger of what the jobs did is kept (a job is never retried that late). */
const LEDGER_DAYS = 90;

/**
 * The app's job queue: started once every module defined its queues (onReady), stopped on close after
 * the jobs under way. Workers and sweeps run outside tests; tests run the due jobs with
 * `app.jobs.drain()`. Every request's id is kept for the jobs it sends (their log lines carry it).
 * Each queue's waiting jobs are a `souk_queue_depth` series, each job's runs and failures a
 * `souk_job_runs_total` / `souk_job_failures_total` one (plugins/metrics.ts).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = createJobQueue({
      database: app.database,
      log: app.log,
      work: app.config.NODE_ENV !== 'test',
      pollingIntervalSeconds: POLL_SECONDS,
      jobTimeoutSeconds: app.config.JOB_TIMEOUT_SECONDS,
      metrics: (queue) => app.metrics.job(queue),
    });
    app.decorate('jobs', jobs);
    app.addHook('onRequest', (request, _reply, done) => requestScope.run(request.id, done));

    // Twice a day: the longest window a sweep may have (ARCHIVE_SECONDS).
    jobs.every('jobs-ledger-prune', ARCHIVE_SECONDS * 1000, async (log) => {
      const n = await jobs.pruneLedger(new Date(Date.now() - LEDGER_DAYS * 86_400_000));
      if (n > 0) log.info({ deleted: n }, 'old job ledger rows deleted');
    });

    // Read once per scrape for every queue.
    let depths: { at: number; read: ReturnType<JobQueue['depths']> } | undefined;
    const depthOf = async (queue: string) => {
      if (!depths || Date.now() - depths.at > 1000) depths = { at: Date.now(), read: jobs.depths() };
      return (await depths.read).get(queue) ?? 0;
    };
    app.addHook('onReady', async () => {
      // Processes starting at once on a fresh PostgreSQL database would create the same queues
      // together and deadlock: one at a time, like the migrations (db/startup-lock.ts).
      await withStartupLock(app.database.url, () => jobs.start());
      for (const queue of (await jobs.depths()).keys()) app.metrics.queueDepth(queue, () => depthOf(queue));
    });
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'souk-jobs', fastify: '5.x', dependencies: ['souk-metrics'] },
);
