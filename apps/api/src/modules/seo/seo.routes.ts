import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../lib/app-url';
import { notFound } from '../../lib/http-errors';
import { httpCachePlugin, PUBLIC_CACHE } from '../../plugins/http-cache';
import { categoriesSitemap, productsSitemap, robotsTxt, shopsSitemap, sitemapIndex } from './seo.service';

const XML = 'application/xml; charset=utf-8';
const schema = { hide: true } as const;

/**
 * `/sitemap.xml` (an index of paged sitemaps) and `/robots.txt`, at the site's root, not under /api.
 * Absolute URLs from APP_URL, else the request's own address (lib/app-url.ts). Public reads, cached
 * like the storefront's (plugins/http-cache.ts: a minute, with an ETag).
 */
export async function seoRoutes(app: FastifyInstance) {
  // Registered at the root, outside routes.ts's /api scope: its own public caching.
  await app.register(httpCachePlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  r.get('/sitemap.xml', { config: PUBLIC_CACHE, schema }, async (request, reply) =>
    reply.type(XML).send(await sitemapIndex(db(), appUrlOf(app.config, request))),
  );
  r.get('/sitemap-categories.xml', { config: PUBLIC_CACHE, schema }, async (request, reply) =>
    reply.type(XML).send(await categoriesSitemap(db(), appUrlOf(app.config, request))),
  );
  r.get('/sitemap-shops.xml', { config: PUBLIC_CACHE, schema }, async (request, reply) =>
    reply.type(XML).send(await shopsSitemap(db(), appUrlOf(app.config, request))),
  );
  r.get(
    '/sitemap-products-:page.xml',
    {
      config: PUBLIC_CACHE,
      schema: { ...schema, params: z.object({ page: z.coerce.number().int().min(1).max(1_000_000) }) },
    },
    async (request, reply) => {
      const body = await productsSitemap(db(), appUrlOf(app.config, request), request.params.page);
      if (body === null) throw notFound();
      return reply.type(XML).send(body);
    },
  );
  r.get('/robots.txt', { config: PUBLIC_CACHE, schema }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(appUrlOf(app.config, request))),
  );
}
