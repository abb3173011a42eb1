import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWebAssets, pickEncoding } from './web-assets';

function makeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'souk-web-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<title>v1</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'v1');
  return dist;
}

describe('web assets kept in memory', () => {
  it('re-reads index.html on every request when recheckMs is 0', async () => {
    const dist = makeDist();
    const files = createWebAssets(dist);
    expect((await files.get('index.html'))?.raw.toString()).toBe('<title>v1</title>');
    writeFileSync(path.join(dist, 'index.html'), '<title>version 2</title>');
    expect((await files.get('index.html'))?.raw.toString()).toBe('<title>version 2</title>');
  });

  it('serves index.html from memory within recheckMs, and a rebuilt one once it has passed', async () => {
    const dist = makeDist();
    let clock = 1_000;
    const files = createWebAssets(dist, { recheckMs: 1000, now: () => clock });
    const first = await files.get('index.html');
    expect(first?.raw.toString()).toBe('<title>v1</title>');

    writeFileSync(path.join(dist, 'index.html'), '<title>version 2</title>');
    clock += 999;
    expect(await files.get('index.html')).toBe(first);

    clock += 1;
    const rebuilt = await files.get('index.html');
    expect(rebuilt?.raw.toString()).toBe('<title>version 2</title>');
    expect(rebuilt?.etag).not.toBe(first?.etag);
  });

  it('keeps an unchanged file without re-reading it, and forgets a deleted one after the window', async () => {
    const dist = makeDist();
    let clock = 0;
    const files = createWebAssets(dist, { recheckMs: 1000, now: () => clock });
    const first = await files.get('index.html');
    clock += 5000;
    expect(await files.get('index.html')).toBe(first);

    rmSync(path.join(dist, 'index.html'));
    clock += 5000;
    expect(await files.get('index.html')).toBeUndefined();
  });

  it('reads a hashed asset once and never re-checks it', async () => {
    const dist = makeDist();
    const files = createWebAssets(dist, { recheckMs: 0 });
    const first = await files.get('assets/app-abc.js');
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'changed');
    expect(await files.get('assets/app-abc.js')).toBe(first);
    expect(await files.get('../etc/passwd')).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  const both = {
    type: 'text/html',
    etag: '"x"',
    lastModified: '',
    raw: Buffer.from('x'),
    br: Buffer.from('b'),
    gz: Buffer.from('g'),
  };
  it('prefers brotli, honours q=0 and *, and gives the same answer when the value is seen again', () => {
    for (let round = 0; round < 2; round++) {
      expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
      expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
      expect(pickEncoding('BR;q=0, GZIP;q=0', both)).toBeUndefined();
      expect(pickEncoding('*', both)).toBe('br');
      expect(pickEncoding('identity', both)).toBeUndefined();
      expect(pickEncoding(undefined, both)).toBeUndefined();
      expect(pickEncoding('br', { ...both, br: undefined })).toBeUndefined();
      expect(pickEncoding('br, gzip', { ...both, br: undefined })).toBe('gzip');
    }
  });
});
