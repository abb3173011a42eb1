import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';

// A stand-in for apps/web/dist, so the serving rules are tested without building the web app.
// One directory per run: concurrent runs (both engines, several checkouts) never share it.
const dist = mkdtempSync(path.join(tmpdir(), 'souk-web-dist-'));
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Souk</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("souk");'.repeat(200));

describe('serving the built web app', () => {
  const t = useTestApp({ WEB_DIST: dist });

  it('answers index.html for every client route, never cached', async () => {
    for (const url of [
      '/',
      '/magasins',
      '/admin/dashboard',
      '/partenaire/commandes/7KQ2-M9XD',
      '/nimporte/quoi',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching and 404s missing ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('serves assets written after start (a rebuild while running)', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log("rebuilt");');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('rebuilt');
  });

  it('keeps JSON 404s for the API and media, and for writes', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing'],
      ['GET', '/media/2026/01/none.webp'],
      ['POST', '/magasins'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });
});
