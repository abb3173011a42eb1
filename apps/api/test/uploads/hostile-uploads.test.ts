import { once } from 'node:events';
import path from 'node:path';
import { crc32, createDeflate } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGE } from '../../src/lib/media';
import { bearer, makeSession } from '../../src/modules/accounts/accounts.fixtures';
import { articleForm } from '../../src/modules/article-management/article-management.fixtures';
import { useTestApp } from '../build-app';
import { makeCategorie, makeSousCategorie } from '../factories';
import { fingerprint } from '../fuzz/fuzz-world';

/**
 * Hostile files sent through the real upload routes of the three audiences (the image pipeline's
 * own unit tests are in src/lib/media.test.ts): every one is refused with a 422 under its field and
 * changes nothing; an accepted picture is stored re-encoded as WebP, with no metadata left, and
 * served with its exact type and nosniff.
 */

const PIXEL_LIMIT_MESSAGE = 'Le champ image est trop grand (25 mégapixels au plus).';
const SECRET = 'h12-owner-secret';

const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;

const picture = (width: number, height: number, color = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background: color } });

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0);
  return Buffer.concat([len, Buffer.from(type, 'ascii'), data, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A complete, valid 8-bit RGB PNG of `size`×`size` black pixels: 196 million pixels for 14 000,
 * 588 MB once decoded, in about 560 KB of deflate. Compressed row by row, so that building it never
 * holds the raw image either.
 */
async function pngBomb(size: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const row = Buffer.alloc(size * 3 + 1);
  for (let y = 0; y < size; y++) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG that is also an HTML page: the markup sits in a comment segment and after the end. */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await picture(64, 48).jpeg().toBuffer();
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, html, jpeg.subarray(2), html]);
}

/** A JPEG carrying EXIF (owner, camera, GPS position, rotation) and XMP: all of it must go. */
function jpegWithMetadata(width = 640, height = 480) {
  return picture(width, height, '#e76f51')
    .jpeg()
    .withExif({
      IFD0: { Copyright: SECRET, Artist: SECRET, Make: 'SoukCam', Model: 'H12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 45/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 3/1 4321/100',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
}

/** A PNG with a text chunk (tEXt) holding a secret, inserted before its pixel data. */
async function pngWithText(): Promise<Buffer> {
  const png = await picture(300, 200).png().toBuffer();
  const text = pngChunk('tEXt', Buffer.from(`Comment\u0000${SECRET}`, 'latin1'));
  // Signature (8) + IHDR (25 bytes) come first.
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

interface Target {
  name: string;
  field: string;
  /** Sends `image` in the field; returns the reply. */
  send(app: FastifyInstance, image: string): Promise<{ statusCode: number; json(): unknown }>;
  /** The stored picture's URL in a success reply. */
  storedUrl(reply: unknown): string;
}

/** The upload routes of the three audiences, each with a fresh account and category tree. */
async function targets(app: FastifyInstance): Promise<Target[]> {
  const db = app.database.db;
  const client = await makeSession(app, 'client');
  const partner = await makeSession(app, 'marchand');
  const admin = await makeSession(app, 'user');
  const categorie = await makeCategorie(db);
  const sousCategorie = await makeSousCategorie(db, categorie.id);
  const post = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload });
  type Reply = { data: Record<string, string> };
  return [
    {
      name: 'client profilEdit',
      field: 'url_photo',
      send: (_app, image) =>
        post('client/profilEdit', client.token, {
          nom: 'Benali',
          prenom: 'Amina',
          genre: 'femme',
          telephone: '0550123456',
          adresse: '12 rue Didouche Mourad',
          wilaya: '16 - Alger',
          url_photo: image,
        }),
      storedUrl: (reply) => (reply as Reply).data.url_photo,
    },
    {
      name: 'partner articleAdd',
      field: 'url_image',
      send: async (_app, image) =>
        post(
          'marchand/articleAdd',
          partner.token,
          await articleForm({ categorie, sousCategorie }, { url_image: image }),
        ),
      storedUrl: (reply) => (reply as Reply).data.url_image,
    },
    {
      name: 'admin sponsorAdd',
      field: 'url_logo',
      send: (_app, image) =>
        post('user/sponsorAdd', admin.token, { nom: 'Djezzy', url: null, url_logo: image }),
      storedUrl: (reply) => (reply as Reply).data.url_logo,
    },
  ];
}

const isWebp = (buf: Buffer) =>
  buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP';

describe('hostile uploads through the real routes', () => {
  const t = useTestApp();
  const mediaDir = () => path.join(t.config.DATA_DIR, 'media');
  let bomb: Buffer;

  beforeAll(async () => {
    bomb = await pngBomb(14_000);
  });

  async function expectRefused(target: Target, image: string, message = IMAGE_MESSAGE) {
    const db = t.app.database.db;
    const before = await fingerprint(db, mediaDir());
    const res = await target.send(t.app, image);
    expect(res.statusCode, `${target.name}: ${JSON.stringify(res.json())}`).toBe(422);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors[target.field], target.name).toEqual([message]);
    expect(await fingerprint(db, mediaDir()), `${target.name} changed something`).toEqual(before);
  }

  it('refuses an SVG carrying a script, whatever its label', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    for (const target of await targets(t.app)) {
      await expectRefused(target, dataUrl(svg, 'image/svg+xml'));
      await expectRefused(target, dataUrl(svg, 'image/png'));
    }
  });

  it('refuses HTML labelled as PNG, and HTML behind JPEG magic bytes', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const behindMagic = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]);
    for (const target of await targets(t.app)) {
      await expectRefused(target, dataUrl(html, 'image/png'));
      await expectRefused(target, dataUrl(behindMagic, 'image/jpeg'));
    }
  });

  it('refuses a truncated PNG', async () => {
    const full = await picture(400, 300).png({ compressionLevel: 0 }).toBuffer();
    const truncated = full.subarray(0, Math.floor(full.length * 0.6));
    for (const target of await targets(t.app)) await expectRefused(target, dataUrl(truncated));
  });

  it('refuses a 14000×14000 PNG bomb from its header, without decoding it', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 14_000, height: 14_000 });
    const image = dataUrl(bomb);
    for (const target of await targets(t.app)) {
      // Peak resident memory while the request runs (sharp works off the main thread, so the
      // sampler keeps ticking). Without the header check, libvips' streaming decode of this file
      // into the three widths peaked at about 230 MB here (and 3.5 s of CPU); reading the header
      // needs next to nothing. 150 MB sits between the two and leaves room for the runner's noise.
      const start = process.memoryUsage().rss;
      let peak = start;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 2);
      try {
        await expectRefused(target, image, PIXEL_LIMIT_MESSAGE);
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, process.memoryUsage().rss);
      expect((peak - start) / 1024 / 1024, `${target.name}: MB of memory growth`).toBeLessThan(150);
    }
  });

  it('accepts a JPEG/HTML polyglot only as a re-encoded WebP that holds no markup', async () => {
    const polyglot = await jpegHtmlPolyglot();
    expect(polyglot.includes(Buffer.from('<script>'))).toBe(true);
    for (const target of await targets(t.app)) {
      const res = await target.send(t.app, dataUrl(polyglot, 'image/jpeg'));
      expect(res.statusCode, target.name).toBeLessThan(300);
      for (const url of variants(target.storedUrl(res.json()))) {
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(isWebp(served.rawPayload), url).toBe(true);
        for (const needle of ['<script', '<html', 'alert(']) {
          expect(served.rawPayload.includes(Buffer.from(needle)), `${url} holds ${needle}`).toBe(false);
        }
      }
    }
  });

  it('stores accepted pictures as WebP with every metadata block stripped, served with their exact type', async () => {
    const jpeg = await jpegWithMetadata();
    const inputMeta = await sharp(jpeg).metadata();
    // The input really carries what must disappear.
    // The GPS block's pointer (tag 0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => inputMeta.exif?.includes(tag))).toBe(true);
    expect(jpeg.includes(Buffer.from(SECRET))).toBe(true);
    expect(inputMeta.xmp).toBeDefined();
    const png = await pngWithText();
    expect(png.includes(Buffer.from(SECRET))).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(300);

    for (const target of await targets(t.app)) {
      for (const [input, type] of [
        [jpeg, 'image/jpeg'],
        [png, 'image/png'],
      ] as const) {
        const res = await target.send(t.app, dataUrl(input, type));
        expect(res.statusCode, `${target.name}: ${JSON.stringify(res.json())}`).toBeLessThan(300);
        const url = target.storedUrl(res.json());
        expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
        for (const variant of variants(url)) {
          const served = await t.app.inject({ method: 'GET', url: variant });
          expect(served.statusCode, variant).toBe(200);
          expect(served.headers['content-type']).toBe('image/webp');
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          const bytes = served.rawPayload;
          expect(isWebp(bytes), variant).toBe(true);
          expect(bytes.includes(Buffer.from(SECRET)), `${variant} keeps the secret`).toBe(false);
          const meta = await sharp(bytes).metadata();
          expect(meta.format).toBe('webp');
          expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({
            exif: undefined,
            xmp: undefined,
            icc: undefined,
          });
        }
      }
    }
  });

  it('applies the EXIF rotation before dropping it', async () => {
    // 200×100 pixels marked "rotate 90°": the stored picture stands upright, 100 wide and 200 high.
    const turned = await picture(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const [target] = await targets(t.app);
    const res = await target.send(t.app, dataUrl(turned, 'image/jpeg'));
    expect(res.statusCode).toBeLessThan(300);
    const served = await t.app.inject({ method: 'GET', url: target.storedUrl(res.json()) });
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 100,
      height: 200,
      orientation: undefined,
    });
  });
});

/** The three widths written for a stored picture. */
const variants = (url: string) => [url, url.replace('.webp', '-640.webp'), url.replace('.webp', '-320.webp')];
