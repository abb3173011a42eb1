import type { FastifyRequest } from 'fastify';
import type { Actor, Ctx } from './context';

/** The service context of a request: who acts (set by the auth plugin when a token was checked) and the db. */
export function requestCtx(request: FastifyRequest): Ctx {
  const actor = (request as FastifyRequest & { actor?: Actor }).actor ?? { role: 'visitor' as const };
  return { actor, db: request.server.database.db, config: request.server.config };
}

export function visitorCtx(request: FastifyRequest): Ctx {
  return { actor: { role: 'visitor' }, db: request.server.database.db, config: request.server.config };
}
