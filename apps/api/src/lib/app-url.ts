import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The site's address in e-mailed links. APP_URL when set; otherwise the address the request was made
 * on (its Host and protocol, as Fastify reads them through the trusted proxies of TRUST_PROXY); for
 * mails sent outside a request (order notifications, payment callbacks), http://localhost:PORT.
 */
export function appUrlOf(config: Pick<Config, 'APP_URL' | 'PORT'>, request?: FastifyRequest): string {
  const url = config.APP_URL ?? (request ? `${request.protocol}://${request.host}` : undefined);
  return (url ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * Said once at start-up. A server database without APP_URL is a deployment: its links would follow
 * whatever Host a caller sends (a reset link pointing at another site), or localhost.
 */
export function startupWarnings(config: Pick<Config, 'APP_URL' | 'DATABASE_URL'>): string[] {
  const warnings: string[] = [];
  if (config.DATABASE_URL && !config.APP_URL) {
    warnings.push(
      'APP_URL is not set: e-mailed links use the Host of each request (or http://localhost:PORT); set APP_URL to the public address of the site',
    );
  }
  return warnings;
}
