import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_MESSAGE } from './errors';

/** Routes that must answer even when the database is saturated: liveness and readiness probes. */
const ALWAYS_SERVED = new Set(['/api/health', '/api/ready']);

/**
 * Load shedding (docs/reliability.md, Load with an error budget): under an arrival rate the machine
 * cannot serve, requests for a database connection pile up in the pool's (or PGlite's) queue, every one
 * of them ends in a client timeout, and the server keeps working for clients that are gone. Above
 * `DB_MAX_WAITING` waiting requests, a new API request is refused at once with 503 + Retry-After,
 * before any work is done; the ones already admitted finish. Static files and the probes are not affected.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, opts: { maxWaiting: number }) => {
  const waiting = app.database.waiting?.bind(app.database);
  if (!waiting) return;
  let shed = 0;
  app.decorate('loadShedding', { shed: () => shed });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || ALWAYS_SERVED.has(url.split('?')[0] ?? url)) return;
    if (waiting() < opts.maxWaiting) return;
    shed++;
    request.log.warn({ waiting: waiting() }, 'load shed: database queue full');
    return reply.code(503).header('retry-after', '2').send({ message: UNAVAILABLE_MESSAGE });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests refused by load shedding since start (absent when the database has no queue figure). */
    loadShedding?: { shed(): number };
  }
}
