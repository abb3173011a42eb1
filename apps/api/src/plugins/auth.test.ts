import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { createMemoryRateLimiter, RateLimitedError } from '../lib/rate-limiter';
import { bearer, makeSession } from '../modules/accounts/accounts.fixtures';
import { actorOf, authPlugin, bearerToken } from './auth';
import { errorsPlugin } from './errors';

/** The plugin on a bare Fastify instance, with routes written the way other modules write them. */
describe('auth plugin', () => {
  const t = useTestApp();
  let mini: FastifyInstance | undefined;
  afterEach(async () => {
    await mini?.close();
    mini = undefined;
  });

  async function buildMini() {
    const app = Fastify();
    app.decorate('config', t.config);
    app.decorate('database', t.database);
    await app.register(errorsPlugin);
    await app.register(authPlugin, { rateLimiter: createMemoryRateLimiter() });
    app.get('/client-only', { onRequest: app.authenticate('client') }, async (request) => ({
      actor: actorOf(request, 'client'),
      tokenId: request.tokenId,
    }));
    app.get('/staff', { preHandler: app.authenticate('marchand', 'user') }, async (request) => ({
      actor: request.actor,
    }));
    app.get('/public', { onRequest: app.authenticateOptional('client') }, async (request) => ({
      actor: request.actor,
    }));
    app.get('/plain', async (request) => ({ actor: request.actor, tokenId: request.tokenId }));
    app.get('/throttled', async () => {
      throw new RateLimitedError('Trop de tentatives.', 90);
    });
    await app.ready();
    mini = app;
    return app;
  }

  it('sets the actor and token id behind authenticate(role)', async () => {
    const app = await buildMini();
    const { row, token } = await makeSession(t.app, 'client');
    const res = await app.inject({ url: '/client-only', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ actor: { role: 'client', id: row.id }, tokenId: expect.any(Number) });
    expect((await app.inject({ url: '/client-only' })).statusCode).toBe(401);
  });

  it('accepts any of several roles', async () => {
    const app = await buildMini();
    for (const role of ['marchand', 'user'] as const) {
      const { row, token } = await makeSession(t.app, role);
      const res = await app.inject({ url: '/staff', headers: bearer(token) });
      expect(res.json()).toEqual({ actor: { role, id: row.id } });
    }
    const client = await makeSession(t.app, 'client');
    expect((await app.inject({ url: '/staff', headers: bearer(client.token) })).statusCode).toBe(403);
  });

  it('optional auth: a client when the token is valid, a visitor otherwise (never refused)', async () => {
    const app = await buildMini();
    const client = await makeSession(t.app, 'client');
    const partner = await makeSession(t.app, 'marchand');
    const as = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/public', headers })).json().actor;
    expect(await as(bearer(client.token))).toEqual({ role: 'client', id: client.row.id });
    expect(await as({})).toEqual({ role: 'visitor' });
    expect(await as(bearer('not-a-real-token-at-all'))).toEqual({ role: 'visitor' });
    expect(await as(bearer(partner.token))).toEqual({ role: 'visitor' });
  });

  it('leaves routes without a hook to visitors, token or not', async () => {
    const app = await buildMini();
    const { token } = await makeSession(t.app, 'client');
    const res = await app.inject({ url: '/plain', headers: bearer(token) });
    expect(res.json()).toEqual({ actor: { role: 'visitor' }, tokenId: null });
  });

  it('sends Retry-After with a RateLimitedError', async () => {
    const app = await buildMini();
    const res = await app.inject({ url: '/throttled' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('90');
    expect(res.json()).toEqual({ message: 'Trop de tentatives.' });
  });

  it('parses bearer headers strictly', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc  ')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('Token abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
