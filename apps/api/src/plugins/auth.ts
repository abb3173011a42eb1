import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema/accounts';
import type { Actor } from '../lib/context';
import { forbidden, unauthorized } from '../lib/http-errors';
import { createRateLimiter, RateLimitedError, type RateLimiter } from '../lib/rate-limiter';
import { type ResolvedToken, resolveToken, revokeAllTokens } from '../lib/tokens';
import { isAccountActive } from '../modules/accounts';

/**
 * Bearer-token authentication for the three audiences (docs/product/README.md, Tokens and sessions).
 *
 *   app.post('/v1/client/panierAdd', { onRequest: app.authenticate('client'), schema }, async (request) => {
 *     const client = actorOf(request, 'client');   // { role: 'client', id }
 *   });
 *
 * `onRequest` (rather than `preHandler`) refuses a stranger before its body is even read.
 */

/** A hook usable as onRequest, preValidation or preHandler. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type Roles = [Role, ...Role[]];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Requires a live token of one of `roles`: none, unknown, expired or revoked → 401; another
     * role's token → 403; a blocked client or store → 401 and all its sessions end.
     */
    authenticate(...roles: Roles): AuthHook;
    /** Public routes that behave differently for a logged-in account: sets the actor when the token is valid, never refuses. */
    authenticateOptional(...roles: Roles): AuthHook;
    /** Shared counters for throttling (Redis when REDIS_URL is set, else PostgreSQL; decision 0030). */
    rateLimiter: RateLimiter;
  }
  interface FastifyRequest {
    /** Who is acting: `{ role: 'visitor' }` until an auth hook has accepted a token. */
    actor: Actor;
    /** The access token behind `actor` (logout revokes it). */
    tokenId: number | null;
  }
}

const VISITOR: Actor = Object.freeze({ role: 'visitor' });

export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The request's actor, narrowed to `role`; for handlers behind `authenticate(role)`. */
export function actorOf<R extends Role>(request: FastifyRequest, role: R): Extract<Actor, { role: R }> {
  if (request.actor.role !== role) throw unauthorized();
  return request.actor as Extract<Actor, { role: R }>;
}

export interface AuthPluginOptions {
  /** Replaces the limiter chosen from the configuration (tests). */
  rateLimiter?: RateLimiter;
}

type Outcome = { kind: 'ok'; token: ResolvedToken } | { kind: 'anonymous' | 'invalid' | 'other-role' };

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const limiter = opts.rateLimiter ?? createRateLimiter(app.config, app.database, app.log);
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', async () => {
      if (!opts.rateLimiter) await limiter.close();
    });

    // Fastify refuses object defaults on requests (they would be shared); the onRequest hook sets it.
    app.decorateRequest<Actor>('actor', null as unknown as Actor);
    app.decorateRequest('tokenId', null);
    app.addHook('onRequest', async (request) => {
      request.actor = VISITOR;
      request.tokenId = null;
    });

    // Onion order: runs before the error handler, which writes the body.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    });

    async function check(request: FastifyRequest, roles: Roles): Promise<Outcome> {
      const raw = bearerToken(request.headers.authorization);
      if (!raw) return { kind: 'anonymous' };
      const db = app.database.db;
      const token = await resolveToken(db, raw, { ttlDays: app.config.TOKEN_TTL_DAYS });
      if (!token) return { kind: 'invalid' };
      // Checked on every request so that blocking an account takes effect at once.
      if (!(await isAccountActive(db, token.role, token.ownerId))) {
        await revokeAllTokens(db, token.role, token.ownerId);
        return { kind: 'invalid' };
      }
      if (!roles.includes(token.role)) return { kind: 'other-role' };
      request.actor = { role: token.role, id: token.ownerId } as Actor;
      request.tokenId = token.tokenId;
      return { kind: 'ok', token };
    }

    app.decorate('authenticate', (...roles: Roles): AuthHook => {
      return async (request) => {
        const outcome = await check(request, roles);
        if (outcome.kind === 'other-role') throw forbidden();
        if (outcome.kind !== 'ok') throw unauthorized();
      };
    });

    app.decorate('authenticateOptional', (...roles: Roles): AuthHook => {
      return async (request) => {
        await check(request, roles);
      };
    });
  },
  { name: 'souk-auth', fastify: '5.x' },
);
