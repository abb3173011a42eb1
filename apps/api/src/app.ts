import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { languageOfCookies } from '@souk/domain/language-codes';
import { loadPasswordStrength } from '@souk/domain/password-strength';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { appUrlOf } from './lib/app-url';
import { createMailer, type Mailer } from './lib/mailer';
import { createMediaStore, type MediaStore } from './lib/media';
import { createBroadcast } from './lib/pg-broadcast';
import type { RateLimiter } from './lib/rate-limiter';
import { createWebAssets, isSafeWebPath, pickEncoding, type WebFile } from './lib/web-assets';
import {
  changesDrawnPages,
  createPageRenderer,
  loadRenderModule,
  type PageRenderer,
  scriptHash,
} from './lib/web-ssr';
import { jobsPlugin } from './modules/jobs';
import { notificationsPlugin } from './modules/notifications';
import { cardRefundRetry } from './modules/returns';
import { seoRoutes, sharedProductPath } from './modules/seo';
import { errorsPlugin } from './plugins/errors';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerModules } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    media: MediaStore;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  media?: MediaStore;
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered (tests collect the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The throttling counters; by default chosen by lib/rate-limiter.ts from the configuration. */
  rateLimiter?: RateLimiter;
}

/** Builds the whole API (and serves the built web app when it exists). No listen(): tests inject. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // The password-strength dictionaries, before any password is validated (decision 0031).
  await loadPasswordStrength();
  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: Math.round(config.BODY_LIMIT_MB * 1024 * 1024),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Poisoned keys are dropped (not a 400): the body is then validated like any other and gets a 422.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // A hop count is valid at run time (proxy-addr) though Fastify's types omit numbers.
    trustProxy: config.TRUST_PROXY as boolean | string[],
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('mailer', opts.mailer ?? createMailer(config, app.log));
  app.decorate('media', opts.media ?? createMediaStore(config));
  // A POST without a body is validated as an empty object: field errors, not a root-level one.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const hasWeb = existsSync(path.join(config.WEB_DIST, 'index.html'));
  const renderModule = hasWeb
    ? await loadRenderModule(config.WEB_SSR ?? path.join(path.dirname(config.WEB_DIST), 'dist-ssr'))
    : null;

  await app.register(errorsPlugin);
  // First of the hooks: every request's duration, whatever answers it; GET /metrics (decision 0048).
  await app.register(metricsPlugin);
  // The server-drawn pages' and the client's pages' inline scripts are allowed by their hashes;
  // pictures, from the media bucket.
  await app.register(securityHeadersPlugin, {
    scriptHashes: renderModule
      ? [renderModule.BOOT_LOADER_SOURCE, renderModule.CLIENT_PAGE_LOADER_SOURCE ?? []].flat().map(scriptHash)
      : [],
    imageOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [],
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Server-drawn pages (lib/web-ssr.ts); before the API's routes, so that this hook sees them: a
  // back-office edit shows on the next drawn page, not up to CACHE_MS later — whichever API process
  // draws it: the others are told before the reply leaves (lib/pg-broadcast.ts; docs/deploy.md).
  const renderer = renderModule ? createPageRenderer(app, renderModule) : null;
  if (renderer) {
    const drawnPagesChanged = createBroadcast(
      opts.database,
      'souk_pages_dessinees',
      () => renderer.clear(),
      app.log,
    );
    app.addHook('onSend', async (request, reply, payload) => {
      if (changesDrawnPages(request.method, request.url, reply.statusCode)) {
        renderer.clear();
        await drawnPagesChanged
          .publish()
          .catch((err) => request.log.warn({ err }, 'drawn pages: NOTIFY failed'));
      }
      return payload;
    });
    app.addHook('onClose', () => drawnPagesChanged.close());
  }
  // After the security headers: a refused request still carries the security headers.
  await app.register(loadSheddingPlugin, { maxWaiting: config.DB_MAX_WAITING });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Souk API',
        version: '1.0.0',
        description: 'Marketplace API (storefront, client, partner, admin).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok', database: opts.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Base de données injoignable.' });
    }
  });

  // The durable jobs: mails, feed events, card refunds and sweeps (app-wide: tests drain it).
  await app.register(jobsPlugin);
  // E-mails and the live order feed of every order event, as jobs written with its transaction.
  await app.register(notificationsPlugin);
  // Card refunds: a cancelled order's payment (a job of its transaction), and the retries with backoff.
  await app.register(cardRefundRetry);
  await app.register(async (media) => app.media.registerRoutes(media));
  await app.register(registerModules, { prefix: '/api', rateLimiter: opts.rateLimiter });
  // /sitemap.xml, its pages and /robots.txt, at the site's root.
  await app.register(seoRoutes);
  await registerWebApp(app, config, hasWeb, renderer);
  return app;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Replies a file of the build from memory, in the encoding the client accepts (304 on a matching ETag). */
function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile, cacheControl: string) {
  const encoding = pickEncoding(request.headers['accept-encoding'], file);
  reply
    .header('content-type', file.type)
    .header('cache-control', cacheControl)
    .header('vary', reply.getHeader('vary') ?? 'accept-encoding')
    .header('etag', file.etag)
    .header('last-modified', file.lastModified);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  if (!encoding) return reply.send(file.raw);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? file.br : file.gz);
}

/**
 * Serves apps/web/dist (when built) with an SPA fallback: any other GET outside /api and /media gets
 * index.html so that the client router answers it. /api and /media keep their JSON 404s.
 * index.html and the hashed assets are served from memory with their precompressed variants
 * (lib/web-assets.ts); other files of the build by @fastify/static. The home, category and shop
 * pages are sent drawn when the build has its render module (lib/web-ssr.ts).
 */
async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  hasWeb: boolean,
  renderer: PageRenderer | null,
) {
  /** index.html, or the drawn page when `url` is a server-drawn one (lib/web-ssr.ts). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, index: WebFile) => {
    // A shared product link opens the product's own page, drawn here (modules/seo/seo.service.ts).
    const productPage =
      request.method === 'GET' ? await sharedProductPath(app.database.db, request.url) : null;
    if (productPage) return reply.header('cache-control', 'no-cache').redirect(productPage, 302);
    // The basket or profile: a visitor is sent to login before any of the app is fetched.
    const clientPage = renderer && request.method === 'GET' ? renderer.clientPage(request.url, index) : null;
    if (clientPage) return sendWebFile(request, reply, clientPage, 'no-cache');
    const drawn =
      renderer && request.method === 'GET'
        ? await renderer.page(
            request.url,
            index,
            appUrlOf(config, request),
            languageOfCookies(request.headers.cookie),
          )
        : null;
    // A drawn page is in the language of the visitor's cookie.
    if (drawn) reply.header('vary', 'accept-encoding, cookie');
    return sendWebFile(request, reply, drawn ?? index, 'no-cache');
  };
  // In production index.html is re-checked once a second, not on every request (lib/web-assets.ts).
  const files = createWebAssets(config.WEB_DIST, { recheckMs: config.NODE_ENV === 'production' ? 1000 : 0 });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      // Files are looked up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
      const relative = `assets/${(request.params as { '*': string })['*']}`;
      if (!isSafeWebPath(relative)) return reply.callNotFound();
      const file = await files.get(relative);
      // Not kept in memory (too large) or not there: @fastify/static streams it or answers 404.
      return file ? sendWebFile(request, reply, file, IMMUTABLE) : reply.sendFile(relative);
    });
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const index = await files.get('index.html');
      return index ? sendPage(request, reply, index) : reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    const isAsset = url.startsWith('/assets/');
    if (!hasWeb || isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Ressource introuvable.' });
    }
    const index = await files.get('index.html');
    if (index) return sendPage(request, reply, index);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
