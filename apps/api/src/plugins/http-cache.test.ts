import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { makeMarchand, setAbout } from '../../test/factories';
import { bearer, makeSession } from '../modules/accounts/accounts.fixtures';
import { clientWithToken, makeProduct } from '../modules/orders/orders.fixtures';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, weakEtag } from './http-cache';

describe('HTTP caching of the API (Cache-Control, ETag, 304)', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  it('lets a CDN keep public reads a minute, tagged with a weak ETag of the JSON', async () => {
    await setAbout(t.database.db, { email: 'contact@souk.dz' });
    for (const url of ['v1/about', 'v1/categories', 'v1/sponsors', 'v1/marchands', 'v1/newArticles']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(res.headers.etag, url).toBe(weakEtag(res.body));
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
    }
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('answers 304 without a body when If-None-Match matches, 200 again when it does not', async () => {
    const shop = await makeMarchand(t.database.db);
    const first = await get(`v1/marchandShow/${shop.slug}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;

    const again = await get(`v1/marchandShow/${shop.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    // The strong form of the same tag, a list, and '*' match too (weak comparison, RFC 9110 §13.1.2).
    const strong = etag.replace(/^W\//, '');
    expect(
      (await get(`v1/marchandShow/${shop.slug}`, { 'if-none-match': `"x", ${strong}` })).statusCode,
    ).toBe(304);
    expect((await get(`v1/marchandShow/${shop.slug}`, { 'if-none-match': '*' })).statusCode).toBe(304);

    const stale = await get(`v1/marchandShow/${shop.slug}`, { 'if-none-match': 'W/"autre"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.slug).toBe(shop.slug);
  });

  it('gives a new ETag once an administrator edits the content (aboutAdd)', async () => {
    await setAbout(t.database.db, { email: 'contact@souk.dz' });
    const before = await get('v1/about');
    const admin = await makeSession(t.app, 'user');
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/aboutAdd',
      headers: bearer(admin.token),
      payload: {
        email: 'nouveau@souk.dz',
        telephone: '021 23 45 67',
        adresse: '12 rue Didouche Mourad, Alger',
        latitude: '36.7529',
        longitude: 3.042,
        description: 'Souk réunit les meilleurs magasins algériens.',
        condition: "Article 1 : conditions d'utilisation.",
        politique: 'Vos données restent en Algérie.',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const after = await get('v1/about', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.email).toBe('nouveau@souk.dz');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("never answers a visitor's revalidation with a reply older than its review or like", async () => {
    const { article } = await makeProduct(t.database.db);
    const url = `v1/articleShow/${article.id}`;
    const before = await get(url);
    expect(before.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const { headers } = await clientWithToken(t.app);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/notationAdd',
      headers,
      payload: { article_id: article.id, note: '5', commentaire: 'Parfait.' },
    });
    expect(review.statusCode).toBe(201);
    expect(review.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    // The browser asks again with its tag (the web app's `cache: 'no-cache'` after a write).
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ nbr_avis: 1, moyenne: 5 });

    const like = await t.app.inject({ method: 'GET', url: `/api/v1/like/${article.id}`, headers });
    expect(like.statusCode).toBe(200);
    expect(like.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const liked = await get(url, { 'if-none-match': after.headers.etag as string });
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data.nbr_like).toBe(after.json().data.nbr_like + 1);
    // Nothing changed since: a 304 without a body.
    expect((await get(url, { 'if-none-match': liked.headers.etag as string })).statusCode).toBe(304);
  });

  it('never lets a shared cache keep an authenticated or personal reply', async () => {
    const client = await makeSession(t.app, 'client');
    // A client route.
    const cart = await get('v1/client/panierShow', bearer(client.token));
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
    // A public route read with credentials: same data, but not for a shared cache.
    const withToken = await get('v1/categories', bearer(client.token));
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('private, no-store');
    expect(withToken.headers.etag).toBeUndefined();
    // An admin list.
    const admin = await makeSession(t.app, 'user');
    const list = await get('v1/user/categories', bearer(admin.token));
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it('does not cache writes made through GET, errors, or the random ad draw', async () => {
    const like = await get('v1/like/999999');
    expect(like.statusCode).toBe(404);
    expect(like.headers['cache-control']).toBe('private, no-store');
    const missing = await get('v1/marchandShow/inconnu');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
    // v1/pubs draws ads at random on every call: it keeps its own no-store.
    const pubs = await get('v1/pubs');
    expect(pubs.headers['cache-control']).toBe('no-store');
    expect(pubs.headers.etag).toBeUndefined();
  });

  it('computes the tag on the JSON text when the reply is compressed', async () => {
    for (let i = 0; i < 12; i++) await makeMarchand(t.database.db);
    const plain = await get('v1/marchands');
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await get('v1/marchands', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('v1/marchands', {
      'accept-encoding': 'gzip',
      'if-none-match': plain.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });
});
