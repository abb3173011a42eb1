import type { FastifyInstance } from 'fastify';

/**
 * Every module's routes, mounted under /api. One line per module plugin; keep it sorted by domain.
 */
export async function registerModules(app: FastifyInstance) {
  void app;
}
