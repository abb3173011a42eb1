import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { notFound, unauthorized } from '../lib/http-errors';
import { bearerToken } from './auth';

/** What a background job reports of each of its runs (lib/background-job.ts, notifications). */
export interface JobMetrics {
  succeeded(): void;
  failed(): void;
}

export interface AppMetrics {
  /** This app's own registry: several apps in one process (tests) never share a series. */
  registry: Registry;
  /** The run and failure counters of one background job; its series exist at 0 from now on. */
  job(name: string): JobMetrics;
  /** A queue whose depth is read on every scrape; a read that fails leaves the series out. */
  queueDepth(queue: string, read: () => number | Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (docs/decisions/0048-metrics-endpoint.md). */
    metrics: AppMetrics;
  }
}

/** The `route` of every request no route matched (the 404s and the web app's fallback pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Equal tokens, compared in constant time (digests of equal length whatever the lengths sent). */
function sameToken(sent: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Prometheus metrics (docs/decisions/0048-metrics-endpoint.md; the list in docs/reliability.md,
 * Metrics): the process's default metrics (event-loop lag, memory, GC), the HTTP request durations by
 * route pattern and status, the database pools, the background jobs and the queues. GET /metrics
 * answers the scraper's METRICS_TOKEN only; without the variable it answers 404 like any unknown path.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration, by route pattern (never the raw URL) and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      durations.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    const pools = () => app.database.pools?.() ?? [];
    for (const figure of ['total', 'idle', 'waiting'] as const) {
      new Gauge({
        name: `souk_db_pool_${figure}`,
        help: {
          total: 'Database connections open in the pool (embedded: its single connection).',
          idle: 'Database connections open and unused.',
          waiting: 'Requests waiting for a database connection (embedded: statements waiting their turn).',
        }[figure],
        labelNames: ['pool'],
        registers: [registry],
        collect() {
          this.reset();
          for (const p of pools()) this.set({ pool: p.pool }, p[figure]);
        },
      });
    }

    const runs = new Counter({
      name: 'souk_job_runs_total',
      help: 'Runs of a background job, failed ones included.',
      labelNames: ['job'],
      registers: [registry],
    });
    const failures = new Counter({
      name: 'souk_job_failures_total',
      help: 'Runs of a background job that failed (each one is logged with its run id).',
      labelNames: ['job'],
      registers: [registry],
    });
    const lastSuccess = new Gauge({
      name: 'souk_job_last_success_timestamp_seconds',
      help: 'When a background job last ran without failing (Unix time).',
      labelNames: ['job'],
      registers: [registry],
    });

    const queues = new Map<string, () => number | Promise<number>>();
    new Gauge({
      name: 'souk_queue_depth',
      help: 'Work waiting in a queue, read at scrape time.',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues].map(async ([queue, read]) => {
            try {
              this.set({ queue }, await read());
            } catch (err) {
              app.log.warn({ err, queue }, 'metrics: queue depth not read');
            }
          }),
        );
      },
    });

    app.decorate('metrics', {
      registry,
      job(name) {
        runs.inc({ job: name }, 0);
        failures.inc({ job: name }, 0);
        return {
          succeeded() {
            runs.inc({ job: name });
            lastSuccess.set({ job: name }, Date.now() / 1000);
          },
          failed() {
            runs.inc({ job: name });
            failures.inc({ job: name });
          },
        };
      },
      queueDepth(queue, read) {
        queues.set(queue, read);
      },
    } satisfies AppMetrics);

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Neither a proxy nor a browser keeps it, whatever the answer.
      reply.header('cache-control', 'no-store');
      const expected = app.config.METRICS_TOKEN;
      if (!expected) throw notFound();
      const sent = bearerToken(request.headers.authorization);
      if (!sent || !sameToken(sent, expected)) throw unauthorized();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    app.addHook('onClose', async () => {
      registry.clear();
    });
  },
  { name: 'souk-metrics', fastify: '5.x' },
);
