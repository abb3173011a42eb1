import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers (docs/reliability.md, Authentication) on every reply: API, web app, errors and 404s alike.
 *
 * The options have no per-request part (no CSP nonce, no function directive), so helmet's headers
 * are the same for every request: they are computed ONCE here and set by one `onRequest` hook.
 * (@fastify/helmet, used before, rebuilt helmet's whole middleware chain — parsing every CSP
 * directive — on every request: ~11 % of the CPU of serving index.html, docs/benchmarks.md, static files.)
 */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  // The SPA loads map tiles from the configured tile server and images from itself (data: for previews).
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Stripe.js (card payments with Stripe Elements): its script, its card iframes and its API.
      connectSrc: ["'self'", 'https:', 'https://api.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/** The headers helmet's middleware sets for `options`, read off a stand-in response. */
export function securityHeaders(options: Readonly<HelmetOptions> = SECURITY_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  // Synchronous when no directive is a function (none is: the header set is static).
  helmet({ ...options })({} as never, res as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** More allowed sources than SECURITY_OPTIONS' own. */
export interface ExtraSources {
  /** Inline scripts: the server-drawn pages' boot loader (lib/web-ssr.ts). */
  scriptHashes?: readonly string[];
  /** Image origins: the media bucket's public URL (S3_PUBLIC_URL, decision 0047), even an http:// one. */
  imageOrigins?: readonly string[];
}

/** The options with the extra sources. */
export function withSources({ scriptHashes = [], imageOrigins = [] }: ExtraSources): Readonly<HelmetOptions> {
  if (scriptHashes.length === 0 && imageOrigins.length === 0) return SECURITY_OPTIONS;
  const csp = SECURITY_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  return {
    ...SECURITY_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...csp.directives,
        scriptSrc: [...(csp.directives.scriptSrc as string[]), ...scriptHashes],
        imgSrc: [...(csp.directives.imgSrc as string[]), ...imageOrigins],
      },
    },
  };
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: ExtraSources) => {
  const headers = securityHeaders(withSources(opts));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
