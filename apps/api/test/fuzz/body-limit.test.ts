import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bearer, makeSession } from '../../src/modules/accounts/accounts.fixtures';
import { useTestApp } from '../build-app';
import { fingerprint } from './fuzz-world';

/**
 * Bodies over the configured limit (BODY_LIMIT_MB, 12 MB by default: an 8 MB picture grows by a
 * third in base64) are refused with 413 and the French message, on a JSON route and on an image
 * route alike, whether the size is announced or streamed; nothing is written.
 */

const TOO_LARGE = { message: 'Le contenu envoyé est trop volumineux.' };

describe('body size limit', () => {
  const t = useTestApp();
  const limit = () => Math.round(t.config.BODY_LIMIT_MB * 1024 * 1024);
  const mediaDir = () => path.join(t.config.DATA_DIR, 'media');

  it('is the configured 12 MB', () => {
    expect(t.config.BODY_LIMIT_MB).toBe(12);
  });

  it('refuses a JSON body over the limit on a public form with 413, writing nothing', async () => {
    const before = await fingerprint(t.app.database.db, mediaDir());
    const payload = JSON.stringify({
      nom: 'Saidi',
      prenom: 'Nadia',
      telephone: '0550112233',
      email: 'nadia@exemple.dz',
      sujet: 'Bonjour',
      msg: 'a'.repeat(limit()),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contactAdd',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(await fingerprint(t.app.database.db, mediaDir())).toEqual(before);
  });

  it('refuses an image body over the limit with 413, announced or streamed, writing nothing', async () => {
    const admin = await makeSession(t.app, 'user');
    const before = await fingerprint(t.app.database.db, mediaDir());
    // A real PNG signature in front, so that only the size can be the reason.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(limit()),
    ]);
    const payload = JSON.stringify({
      designation: 'Électroménager',
      url_image: `data:image/png;base64,${png.toString('base64')}`,
    });
    const announced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/categorieAdd',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual(TOO_LARGE);

    // Chunked, with no Content-Length: counted while it arrives.
    const chunks = function* () {
      for (let i = 0; i < payload.length; i += 1024 * 1024) yield payload.slice(i, i + 1024 * 1024);
    };
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/categorieAdd',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: Readable.from(chunks()),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual(TOO_LARGE);
    expect(await fingerprint(t.app.database.db, mediaDir())).toEqual(before);
  });

  it('lets a body just under the limit through to the image check (8 MB at most) with a 422', async () => {
    const admin = await makeSession(t.app, 'user');
    const before = await fingerprint(t.app.database.db, mediaDir());
    // 8.5 MB of PNG-looking bytes: 11.3 MB of base64 (the field takes 12 000 000 characters).
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(8.5 * 1024 * 1024),
    ]);
    const payload = JSON.stringify({
      designation: 'Électroménager',
      url_image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(payload.length).toBeLessThan(limit());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/categorieAdd',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url_image: ['Le champ image ne doit pas dépasser 8 Mo.'] });
    expect(res.json().codes).toEqual({
      url_image: [{ code: 'image_too_large', params: { attribute: 'url_image' } }],
    });
    expect(await fingerprint(t.app.database.db, mediaDir())).toEqual(before);
  });

  it('keeps the payment webhooks to their own 256 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', padding: 'x'.repeat(256 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it('refuses a body before reading it when the token is missing (401, not 413)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/categorieAdd',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ designation: 'x', url_image: 'a'.repeat(limit()) }),
    });
    expect(res.statusCode).toBe(401);
  });
});
