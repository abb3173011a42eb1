import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { HttpError } from './http-errors';
import { decodeDataUrl, encodeImage, sniffImage } from './media';

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;

/** A PNG whose header claims `width × height` pixels, with no pixel data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])) >>> 0);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), len, type, ihdr, crc]);
}

async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('image pipeline', () => {
  const t = useTestApp();

  it('sniffs the type from the bytes, not from the label', async () => {
    expect(sniffImage(await png())).toBe('png');
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBe(null);
    expect(sniffImage(Buffer.from('<html><body>hello</body></html>'))).toBe(null);
  });

  it('re-encodes an accepted image to WebP at each width, metadata stripped', async () => {
    const withExif = await sharp(await png(2000, 1000))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    const { variants, width, height } = await encodeImage(withExif);
    expect({ width, height }).toEqual({ width: 2000, height: 1000 });
    expect(variants.map((v) => v.info.width)).toEqual([320, 640, 1280]);
    for (const v of variants) {
      expect(v.info.format).toBe('webp');
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(v.data.includes(Buffer.from('secret-owner'))).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const { variants } = await encodeImage(await png(100, 80));
    expect(variants.map((v) => v.info.width)).toEqual([100, 100, 100]);
  });

  it('refuses SVG, HTML labelled as PNG, a truncated PNG and a pixel bomb with a 422 on the field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const e1 = await refusal(t.app.media.saveDataUrl(dataUrl(svg, 'image/svg+xml'), 'url_image'));
    expect(e1.statusCode).toBe(422);
    expect(e1.errors).toEqual({
      url_image: ['Le champ image doit être une image valide (JPEG, PNG, WebP ou GIF).'],
    });

    const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
    expect(
      (await refusal(t.app.media.saveDataUrl(dataUrl(html), 'galeries.0.url_image'))).errors,
    ).toHaveProperty('galeries.0.url_image');

    const full = await png(400, 400);
    const truncated = full.subarray(0, Math.floor(full.length / 2));
    expect((await refusal(t.app.media.saveBuffer(truncated))).statusCode).toBe(422);

    const bomb = pngHeaderOnly(14_000, 14_000);
    const before = process.memoryUsage().rss;
    const e4 = await refusal(t.app.media.saveBuffer(bomb));
    expect(e4.statusCode).toBe(422);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses what is not a base64 data URL', async () => {
    for (const bad of [
      'hello',
      'data:image/png,rawdata',
      'data:image/png;base64,@@@',
      'https://x.dz/a.png',
    ]) {
      expect(() => decodeDataUrl(bad, 'url_photo')).toThrow(HttpError);
    }
  });

  it('serves stored images with their exact type, nosniff and immutable caching', async () => {
    const stored = await t.app.media.saveDataUrl(dataUrl(await png(900, 600)));
    expect(stored.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    const small = await t.app.inject({ method: 'GET', url: stored.url.replace('.webp', '-320.webp') });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);

    await t.app.media.remove(stored.url);
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/media/../../package.json' });
    expect(traversal.statusCode).toBe(404);
  });
});
