import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';

describe('API conventions', () => {
  const t = useTestApp();

  it('answers liveness and readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('tags every reply with a request id, keeping a sane incoming one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(own.headers['x-request-id']).toBe('abc-12345678');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers a JSON 404 for unknown API paths and media', async () => {
    for (const url of ['/api/v1/nothing-here', '/media/2026/01/none.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
  });

  it('refuses bodies over the limit with 413 before parsing', async () => {
    const big = JSON.stringify({ x: 'a'.repeat(13 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/login',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le contenu envoyé est trop volumineux.');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    // A 422 declares its error codes beside the French sentences (decision 0041).
    const login = res.json().paths['/api/v1/client/login'].post.responses['422'];
    const reply = JSON.stringify(login);
    expect(reply).toContain('"codes"');
    expect(reply).toContain('"params"');
  });
});
