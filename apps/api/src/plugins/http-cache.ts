import { createHash } from 'node:crypto';
import { PUBLIC_CACHE_CONTROL } from '@souk/domain/http-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': the same reply for every visitor, a CDN may keep it (see httpCachePlugin). */
    httpCache?: 'public';
  }
}

/** Spread into a public GET route's options: `{ config: PUBLIC_CACHE, schema, … }`. */
export const PUBLIC_CACHE = { httpCache: 'public' } as const;

/**
 * Short: administrators edit categories, ads, prices and stock; a minute of staleness is the limit. The
 * web app revalidates its public reads for the whole window after a visitor's own write
 * (apps/web/src/lib/fresh-reads.ts, docs/decisions/0036-fresh-after-a-write.md).
 */
export { PUBLIC_CACHE_CONTROL };
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Weak ETag of the serialized reply: equal bytes, equal tag. */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** If-None-Match matches (weak comparison, lists and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function isPublic(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config?.httpCache === 'public' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.authorization === undefined &&
    reply.statusCode === 200
  );
}

/**
 * HTTP caching of the API (docs/product/README.md, Money, dates, pictures, places: Caching). Routes
 * marked `config: PUBLIC_CACHE` (storefront reads that are the same for everyone) answer
 * `Cache-Control: public, max-age=60, stale-while-revalidate=300` with a weak ETag of their JSON, and
 * 304 without a body when If-None-Match matches. Every other API reply, and any request that carries an
 * Authorization header, is `private, no-store` (tokens, carts, orders, back-office data must never sit
 * in a shared cache). A route that sets its own Cache-Control keeps it, except that a request with
 * credentials is never made public.
 *
 * Registered once in routes.ts; its onSend hook runs before @fastify/compress's route-level one, so
 * the tag is computed on the JSON text, whatever the encoding sent.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isPublic(request, reply)) {
        if (!reply.hasHeader('cache-control') || request.headers.authorization !== undefined) {
          reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        }
        return payload;
      }
      if (reply.hasHeader('cache-control')) return payload;
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return null;
      }
      return payload;
    });
  },
  { name: 'souk-http-cache', fastify: '5.x' },
);
