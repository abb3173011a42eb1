import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clientPageDocument, drawnDocument, scriptHash } from '../src/lib/web-ssr';
import { makeSession } from '../src/modules/accounts/accounts.fixtures';
import { makeSellable, makeTree } from '../src/modules/catalog/articles.fixtures';
import { makeProduct } from '../src/modules/orders/orders.fixtures';
import { useTestApp } from './build-app';

// A build as apps/web writes it: index.html with the first-view files, the app's module scripts and
// preloads; and beside it dist-ssr/entry-server.js, here a stand-in that draws what the API answers.
const INDEX = `<!doctype html>
<html lang="fr" dir="ltr" data-mantine-color-scheme="light">
  <head>
    <script type="application/json" id="souk-first-view-files">{"home":["/assets/layout-1.js","/assets/layout-1.css"],"category":["/assets/category-2.js","/assets/category-2.css"]}</script>
    <script type="module" async crossorigin src="/assets/first-view-3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/media-srcset-4.js">
    <meta name="description" content="Souk, la marketplace algérienne multi-vendeurs." />
    <title>Souk</title>
    <script type="module" crossorigin src="/assets/index-5.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-6.js">
    <link rel="stylesheet" crossorigin href="/assets/index-7.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const LOADER = 'window.__loaded = true;';
const CLIENT_LOADER = 'window.__client = true;';
const RENDER = `
globalThis.__soukRenders = 0;
export const BOOT_LOADER_SOURCE = ${JSON.stringify(LOADER)};
export const CLIENT_PAGE_PATH = '^/(?:panier|profile)/?$';
export const CLIENT_PAGE_LOADER_SOURCE = ${JSON.stringify(CLIENT_LOADER)};
export async function render(url, transport, language = 'fr') {
  globalThis.__soukRenders++;
  const { pathname, origin } = new URL(url, 'http://x');
  globalThis.__soukLastUrl = url;
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname === '/produits/tajine') {
    return {
      page: 'product',
      html: '<h1>Tajine</h1>',
      head: '',
      state: '{}',
      meta: {
        title: 'Tajine "fait main" </title><script>alert(1)</script> | Souk',
        description: 'Terre & cuisson <b>lente</b>',
        type: 'product',
        url: origin + pathname,
        image: origin + '/media/tajine.webp?a=1&b=2',
        jsonLd: { '@type': 'Product', name: '</script><script>alert(2)</script>' },
      },
    };
  }
  if (pathname === '/categories/retours') {
    const about = await transport('/api/v1/about', { method: 'GET', headers: { Accept: 'application/json' } });
    const { data } = await about.json();
    return { page: 'category', html: '<p>Retour sous ' + data.delai_retour_jours + ' jours</p>', head: '', state: '{}' };
  }
  const page = pathname === '/' ? 'home' : pathname.startsWith('/categories/') ? 'category' : null;
  if (!page) return null;
  const reply = await transport('/api/health', { method: 'GET', headers: { Accept: 'application/json' } });
  const body = await reply.json();
  return {
    page,
    language,
    html: '<main>santé: ' + body.status + ' $& </main>',
    head: '<link rel="preload" as="image" href="/media/hero.webp"/>',
    state: JSON.stringify({ queries: [{ queryKey: ['x'], note: '</script><script>alert(1)</script>' }] }),
  };
}
`;

const parent = mkdtempSync(path.join(tmpdir(), 'souk-web-ssr-'));
const dist = path.join(parent, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(parent, 'dist-ssr'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(parent, 'dist-ssr', 'entry-server.js'), RENDER);

const renders = () => (globalThis as { __soukRenders?: number }).__soukRenders ?? 0;

describe('server-drawn first views', () => {
  const t = useTestApp({ WEB_DIST: dist });

  it('sends the home drawn, with its API replies and the boot loader instead of the app scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // Drawn with what the API answered (the transport injects into this server).
    expect(html).toContain('<div id="root"><main>santé: ok $& </main></div>');
    // No script fetched before the first interaction: the loader knows the entry and the page.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script data-entry="/assets/index-5.js" data-page="home" data-lang="fr">${LOADER}</script>`,
    );
    // The page's style sheet, React's hoisted preload, the app's style sheet kept.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-1.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.webp"/>');
    expect(html).toContain('href="/assets/index-7.css"');
    // The replies cannot close their <script> element.
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    // The CSP allows that inline script, and the client's pages' one.
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' https://js.stripe.com ${scriptHash(LOADER)} ${scriptHash(CLIENT_LOADER)};`,
    );
  });

  it("draws the page in the language of the visitor's cookie", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=1; souk_lang=ar' } });
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(res.body).toContain('data-page="home" data-lang="ar"');
    // A cache between the visitor and the server keeps a page per language.
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'souk_lang=de' } });
    expect(unknown.body).toContain('<html lang="fr" dir="ltr"');
  });

  it('draws a page once per URL for concurrent and close requests, and answers 304 to its ETag', async () => {
    const before = renders();
    const url = '/categories/robes?tri=prix';
    const replies = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies[0].body).toContain('data-page="category"');
    expect(replies[0].body).toContain('/assets/category-2.css');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': replies[0].headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(renders() - before).toBe(1);
  });

  it('draws the pages again after a back-office change, not after a refused one', async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: {} });
    expect(refused.statusCode).toBe(422);
    await t.app.inject({ method: 'GET', url: '/' });
    expect(renders()).toBe(before);
    // A successful write of the admin API (its login is one).
    await makeSession(t.app, 'user');
    await t.app.inject({ method: 'GET', url: '/' });
    expect(renders()).toBe(before + 1);
  });

  it('draws the pages again after the money settings change: the return period promised is the new one', async () => {
    const url = '/categories/retours';
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('<p>Retour sous 30 jours</p>');
    const admin = await makeSession(t.app, 'user');
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/financesConfigEdit',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        commission_defaut: 10,
        delai_retenue_jours: 7,
        delai_retour_jours: 14,
        versement_minimum: 1000,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('<p>Retour sous 14 jours</p>');
  });

  it('draws the pages again after a like, so that the visitor who liked sees it on the next page', async () => {
    const { article } = await makeProduct(t.database.db);
    await t.app.inject({ method: 'GET', url: '/' });
    const before = renders();
    const like = await t.app.inject({ method: 'GET', url: `/api/v1/like/${article.id}` });
    expect(like.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/' });
    expect(renders()).toBe(before + 1);
  });

  it('sends the drawn page compressed once, in the encoding asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('santé: ok');
  });

  it("sends the client's pages with their loader in place of the app's files, which it is handed", async () => {
    const before = renders();
    for (const url of ['/panier', '/profile', '/panier?ref=menu']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.rawPayload).toString();
      // Nothing of the app in the document: a visitor is sent to login before any of it is fetched.
      expect(html).not.toMatch(/<script type="module"|modulepreload|rel="stylesheet"/);
      const files = {
        entry: '/assets/index-5.js',
        preloads: ['/assets/media-srcset-4.js', '/assets/runtime-6.js'],
        styles: ['/assets/index-7.css'],
        // This build lists no client page and no other language (a unit test below does).
        pages: {},
        languages: {},
      };
      // The drawn pages' lists stay out: the loader is handed what it preloads.
      expect(html).not.toContain('souk-first-view-files');
      // First in <head>: no style sheet before it holds it back.
      expect(html).toContain(
        `<head><script data-files="${JSON.stringify(files).replace(/"/g, '&quot;')}">${CLIENT_LOADER}</script>`,
      );
      expect(html).toContain('<div id="root"></div>');
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': res.headers.etag },
      });
      expect(again.statusCode).toBe(304);
    }
    // Not drawn: the page is the client's own.
    expect(renders()).toBe(before);
  });

  it('sends index.html for the other pages, and when drawing fails', async () => {
    for (const url of ['/panierx', '/admin/dashboard', '/boom']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-5.js">');
    }
  });
});

describe('a shared product link', () => {
  const t = useTestApp({ WEB_DIST: dist });

  it("opens the product's own page, keeping campaign parameters; not a hidden or unknown one", async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const shown = await makeSellable(db, sousCategorie.id, { slug: 'robe-kabyle' });
    const hidden = await makeSellable(db, sousCategorie.id, { slug: 'retiree', valide: 0 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/categories/robes?promotion=20&produit=${shown.id}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/produits/robe-kabyle');
    const shared = await t.app.inject({ method: 'GET', url: `/?produit=${shown.id}&utm_source=whatsapp` });
    expect(shared.headers.location).toBe('/produits/robe-kabyle?utm_source=whatsapp');

    // Nothing to open there: the page as it is (the app says the product is not found).
    for (const url of [
      `/?produit=${hidden.id}`,
      '/?produit=999999',
      '/?produit=abc',
      '/?produit=99999999999',
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
    // The back offices have no product modal.
    const admin = await t.app.inject({ method: 'GET', url: `/admin/articles?produit=${shown.id}` });
    expect(admin.statusCode).toBe(200);
  });
});

describe('a drawn page’s head tags', () => {
  const t = useTestApp({ WEB_DIST: dist });

  it('writes the page’s title, description, canonical, Open Graph and JSON-LD into <head>, escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/produits/tajine',
      headers: { host: 'souk.example' },
    });
    expect(res.statusCode).toBe(200);
    // The render is given the page's absolute address, from the request's host (no APP_URL here).
    expect((globalThis as { __soukLastUrl?: string }).__soukLastUrl).toBe(
      'http://souk.example/produits/tajine',
    );
    const [head, body] = res.body.split('</head>');
    expect(body).not.toContain('<title>');
    // index.html's site-wide title and description are replaced, not doubled.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Tajine &quot;fait main&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Souk</title>',
    );
    expect(head).toContain(
      '<meta name="description" content="Terre &amp; cuisson &lt;b&gt;lente&lt;/b&gt;">',
    );
    expect(head).toContain('<link rel="canonical" href="http://souk.example/produits/tajine">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:url" content="http://souk.example/produits/tajine">');
    expect(head).toContain(
      '<meta property="og:image" content="http://souk.example/media/tajine.webp?a=1&amp;b=2">',
    );
    expect(head).toContain('<meta property="og:title" content="Tajine &quot;fait main&quot;');
    // JSON-LD cannot close its element; the CSP still allows only the boot loader.
    expect(head).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"\\u003c/script>\\u003cscript>alert(2)\\u003c/script>"}</script>',
    );
    expect(res.body).not.toContain('<script>alert');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' https://js.stripe.com ${scriptHash(LOADER)}`,
    );
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('keeps index.html’s title and description for a page that sets none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<title>Souk</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Souk, la marketplace algérienne multi-vendeurs." />',
    );
    expect(res.body).not.toContain('og:');
  });
});

describe('a drawn page’s address with APP_URL', () => {
  const t = useTestApp({ WEB_DIST: dist, APP_URL: 'https://www.souk.dz' });

  it('is the configured public URL, whatever the Host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/produits/tajine',
      headers: { host: 'evil.example' },
    });
    expect(res.body).toContain('<link rel="canonical" href="https://www.souk.dz/produits/tajine">');
  });
});

describe('clientPageDocument', () => {
  it('refuses an index.html the web build did not write', () => {
    expect(clientPageDocument('<html><head></head><div id="root"></div></html>', CLIENT_LOADER)).toBeNull();
  });

  it("hands the loader each client page's files, by path, and the languages' catalogues, and no other list", () => {
    const index = INDEX.replace(
      '"category":',
      '"/panier":["/assets/cart-8.js","/assets/cart-8.css"],"/profile":["/assets/profile-9.js"],"lang:ar":["/assets/ar-10.js"],"tap:home":["/assets/modal-11.js"],"category":',
    );
    const html = clientPageDocument(index, CLIENT_LOADER) ?? '';
    const attribute = /<script data-files="([^"]*)">/.exec(html)?.[1] ?? '';
    const files = JSON.parse(attribute.replace(/&quot;/g, '"'));
    expect(files.pages).toEqual({
      '/panier': ['/assets/cart-8.js', '/assets/cart-8.css'],
      '/profile': ['/assets/profile-9.js'],
    });
    expect(files.languages).toEqual({ ar: ['/assets/ar-10.js'] });
    expect(html).not.toContain('souk-first-view-files');
    expect(html).not.toContain('modal-11');
  });
});

describe('drawnDocument', () => {
  const drawn = { page: 'home', html: '<p>x</p>', head: '', state: '{}' };

  it('refuses an index.html the web build did not write', () => {
    expect(drawnDocument('<html><div id="root"></div></html>', drawn, LOADER)).toBeNull();
    expect(drawnDocument(INDEX.replace('<div id="root"></div>', ''), drawn, LOADER)).toBeNull();
  });

  it("keeps only the page's own list of files, its first tap's, the languages' and the app's steps (the boot loader reads no other)", () => {
    const index = INDEX.replace(
      '"category":',
      '"lang:ar":["/assets/ar-8.js"],"tap:home":["/assets/modal-9.js"],"tap:category":["/assets/modal-9.js"],"app":["/assets/react-7.js"],"category":',
    );
    const html = drawnDocument(index, drawn, LOADER) ?? '';
    const files = /id="souk-first-view-files">([^<]*)</.exec(html)?.[1];
    expect(JSON.parse(files ?? '')).toEqual({
      home: ['/assets/layout-1.js', '/assets/layout-1.css'],
      'lang:ar': ['/assets/ar-8.js'],
      'tap:home': ['/assets/modal-9.js'],
      app: ['/assets/react-7.js'],
    });
  });
});
