import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/accounts';
import { sweepUnusedMedia } from '../../src/modules/content/media-sweep.service';
import { clientWithToken } from '../../src/modules/orders/orders.fixtures';
import { createTestApp, type TestApp } from '../build-app';
import { truncateAll } from '../database';
import { startS3Server, type TestS3Server } from '../s3-server';

/**
 * Media in an S3-compatible bucket (decision 0047), against a real S3 server (s3rver) started here:
 * uploads land in the bucket and nowhere on the disk, are served back by the API and at S3_PUBLIC_URL,
 * are removed by replacements and by the sweep, and two API instances (two apps, one database, one
 * bucket, a media directory each) serve each other's uploads.
 */

type App = TestApp & { close(): Promise<void> };

const pngDataUrl = async (color: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const profile = {
  nom: 'Saidi',
  prenom: 'Nesrine',
  genre: 'femme',
  telephone: '0770 12 34 56',
  adresse: '5 rue Ben Boulaid',
  wilaya: '25 - Constantine',
};

const KEY = /(\d{4}\/\d{2}\/[0-9a-f-]{36})\.webp$/;
/** The three files of a picture, as named in the bucket. */
const filesOf = (url: string) => {
  const key = KEY.exec(url)?.[1];
  if (!key) throw new Error(`not a media URL: ${url}`);
  return [`${key}-320.webp`, `${key}-640.webp`, `${key}.webp`];
};
const diskFiles = (t: TestApp) => {
  try {
    return readdirSync(path.join(t.config.DATA_DIR, 'media'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

async function editPhoto(t: TestApp, headers: Record<string, string>, url_photo: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/client/profilEdit',
    headers,
    payload: { ...profile, url_photo },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url_photo as string;
}

describe('media in an S3 bucket', () => {
  let s3: TestS3Server;
  let api: App;
  let other: App;
  let withPublicUrl: App;

  beforeAll(async () => {
    s3 = await startS3Server();
    api = await createTestApp(s3.config);
    // A second API instance: same database, same bucket, a media directory of its own.
    other = await createTestApp(s3.config, {}, { database: api.database });
    withPublicUrl = await createTestApp(
      { ...s3.config, S3_PUBLIC_URL: s3.publicUrl },
      {},
      { database: api.database },
    );
  });
  afterEach(async () => {
    await truncateAll(api.database);
    await s3.empty();
  });
  afterAll(async () => {
    await withPublicUrl?.close();
    await other?.close();
    await api?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket, not on the disk, and the API serves it with immutable caching', async () => {
    const { headers } = await clientWithToken(api.app);
    const url = await editPhoto(api, headers, await pngDataUrl('#c0392b'));
    expect(url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys()).toEqual(filesOf(url));
    expect(diskFiles(api)).toEqual([]);
    expect(api.app.media.where).toBe(`s3://${s3.bucket}`);

    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const inBucket = Buffer.from(await (await fetch(`${s3.publicUrl}/${filesOf(url)[2]}`)).arrayBuffer());
    expect(served.rawPayload.equals(inBucket)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
    const small = await api.app.inject({ method: 'GET', url: url.replace('.webp', '-320.webp') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);

    // A browser asking again with the ETag it has gets a 304 without the bytes.
    const again = await api.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    for (const missing of [
      '/media/2026/01/00000000-0000-0000-0000-000000000000.webp',
      '/media/../../package.json',
    ]) {
      const res = await api.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });

  it('removes the replaced photo from the bucket', async () => {
    const { headers } = await clientWithToken(api.app);
    const first = await editPhoto(api, headers, await pngDataUrl('#c0392b'));
    const second = await editPhoto(api, headers, await pngDataUrl('#27ae60'));
    expect(await s3.keys()).toEqual(filesOf(second));
    expect((await api.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('serves through one instance a photo uploaded through the other', async () => {
    const { client, headers } = await clientWithToken(api.app);
    const url = await editPhoto(api, headers, await pngDataUrl('#2980b9'));
    const shown = await other.app.inject({ method: 'GET', url: '/api/v1/client/profilShow', headers });
    expect(shown.json().data.url_photo).toBe(url);
    const served = await other.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(diskFiles(other)).toEqual([]);

    // And the other instance's replacement removes the first one's files.
    const replaced = await editPhoto(other, headers, await pngDataUrl('#8e44ad'));
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);
    const [row] = await api.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.urlPhoto).toBe(replaced);
  });

  it('gives S3_PUBLIC_URL URLs, which the bucket serves with the same caching; older /media/ URLs still work', async () => {
    const { headers } = await clientWithToken(withPublicUrl.app);
    const url = await editPhoto(withPublicUrl, headers, await pngDataUrl('#16a085'));
    expect(url).toMatch(new RegExp(`^${s3.publicUrl}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.webp$`));
    for (const file of [url, url.replace('.webp', '-640.webp')]) {
      const res = await fetch(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // The pages allow pictures from there, even over http:// (https: ones are allowed anyway).
    const csp = (await withPublicUrl.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain(`img-src 'self' data: blob: https: ${new URL(s3.endpoint).origin};`);
    // The same picture through the API, as a row written before S3_PUBLIC_URL was set names it.
    const viaApi = `/media/${filesOf(url)[2]}`;
    expect((await withPublicUrl.app.inject({ method: 'GET', url: viaApi })).statusCode).toBe(200);
    // Sending the current URL back keeps the photo.
    expect(await editPhoto(withPublicUrl, headers, url)).toBe(url);
    expect(await s3.keys()).toEqual(filesOf(url));
  });

  it('sweeps unreferenced pictures from the bucket, keeping those rows show under either URL', async () => {
    const png = await pngDataUrl('#d35400');
    const orphan = await api.app.media.saveDataUrl(png);
    // Shown under its /media/ URL (a row written before S3_PUBLIC_URL was set)…
    const shownOld = await api.app.media.saveDataUrl(png);
    await clientWithToken(api.app, { urlPhoto: shownOld.url });
    // …and under its public URL.
    const shownPublic = await withPublicUrl.app.media.saveDataUrl(png);
    await clientWithToken(api.app, { urlPhoto: shownPublic.url });
    expect(await s3.keys()).toHaveLength(9);

    const young = await sweepUnusedMedia(api.database.db, api.app.media, new Date());
    expect(young).toBe(0);
    // Whichever instance sweeps (with or without S3_PUBLIC_URL), an hour later only the orphan goes.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    for (const app of [withPublicUrl, api]) {
      await sweepUnusedMedia(api.database.db, app.app.media, later);
      expect(await s3.keys()).toEqual([...filesOf(shownOld.url), ...filesOf(shownPublic.url)].sort());
    }
    expect((await api.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
  });
});
