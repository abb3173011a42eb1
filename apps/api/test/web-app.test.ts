import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';

// A stand-in for apps/web/dist, so the serving rules are tested without building the web app.
// One directory per run: concurrent runs (both engines, several checkouts) never share it.
const dist = mkdtempSync(path.join(tmpdir(), 'souk-web-dist-'));
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Souk</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("souk");'.repeat(200));
// What the build writes next to each text file (apps/web/vite-precompress.ts). Each variant ends
// with a marker, so a reply compressed on the fly (@fastify/compress) cannot pass for it.
const html = '<!doctype html><title>Souk</title><div id="root"></div>'.repeat(20);
const js = 'export const souk = "souk";\n'.repeat(300);
writeFileSync(path.join(dist, 'pre.html'), html);
writeFileSync(path.join(dist, 'pre.html.br'), brotliCompressSync(`${html}<!--br-->`));
writeFileSync(path.join(dist, 'pre.html.gz'), gzipSync(`${html}<!--gz-->`));
writeFileSync(path.join(dist, 'assets', 'pre-abc123.js'), js);
writeFileSync(path.join(dist, 'assets', 'pre-abc123.js.br'), brotliCompressSync(`${js}//br`));
writeFileSync(path.join(dist, 'assets', 'pre-abc123.js.gz'), gzipSync(`${js}//gz`));

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

  it('sends the precompressed brotli or gzip file, with the caching of the file it stands for', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/pre-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${js}//br`);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/pre-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${js}//gz`);

    const page = await t.app.inject({
      method: 'GET',
      url: '/pre.html',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(`${html}<!--br-->`);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/pre-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('answers 304 to a matching ETag and serves a rebuilt index.html at once', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/assets/pre-abc123.js' });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/pre-abc123.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>Souk</title>');
    const rebuilt = '<!doctype html><title>Souk rebuilt</title><div id="root"></div>';
    writeFileSync(path.join(dist, 'index.html'), rebuilt);
    for (const url of ['/', '/magasins']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(rebuilt);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves a path outside the build', async () => {
    const secret = `${path.basename(dist)}-secret.txt`;
    writeFileSync(path.join(dist, '..', secret), 'top secret');
    writeFileSync(path.join(dist, 'assets', '.hidden'), 'top secret');
    for (const url of [`/assets/..%2f..%2f${secret}`, `/assets/..%5c..%5c${secret}`, '/assets/.hidden']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('top secret');
    }
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
