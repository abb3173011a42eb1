import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makeMarchand } from '../../../test/factories';
import { makeSellable, makeTree } from '../catalog/articles.fixtures';
import { productsSitemap, sitemapIndex } from './seo.service';

const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemaps and robots.txt', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'souk.example', ...headers } });

  it('/sitemap.xml indexes the category, store and non-empty product sitemaps, by id range', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    await makeSellable(db, sousCategorie.id, { slug: 'premier' });
    // The next article takes id 100 001: the third product sitemap; the second one is empty.
    await db.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), 100000)`);
    await makeSellable(db, sousCategorie.id, { slug: 'troisieme-page' });

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(res.headers.etag).toBeDefined();
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    // Page 2 (ids 50 001–100 000) has no product: not listed.
    expect(locs(res.body)).toEqual([
      'http://souk.example/sitemap-categories.xml',
      'http://souk.example/sitemap-shops.xml',
      'http://souk.example/sitemap-products-1.xml',
      'http://souk.example/sitemap-products-3.xml',
    ]);
    expect(locs((await get('/sitemap-products-1.xml')).body)).toEqual([
      'http://souk.example/produits/premier',
    ]);
    const third = await get('/sitemap-products-3.xml');
    expect(third.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(third.body).toMatch(
      /<url><loc>http:\/\/souk\.example\/produits\/troisieme-page<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    expect((await get('/sitemap-products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-products-0.xml')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a product page holds at most its size of products, each once, in id order', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    for (let i = 1; i <= 5; i++) await makeSellable(db, sousCategorie.id, { slug: `p${i}` });
    const index = await sitemapIndex(db, 'https://souk.dz', 2);
    expect(locs(index).slice(2)).toEqual([1, 2, 3].map((n) => `https://souk.dz/sitemap-products-${n}.xml`));
    const pages = await Promise.all([1, 2, 3].map((n) => productsSitemap(db, 'https://souk.dz', n, 2)));
    expect(pages.map((page) => locs(page ?? ''))).toEqual([
      ['https://souk.dz/produits/p1', 'https://souk.dz/produits/p2'],
      ['https://souk.dz/produits/p3', 'https://souk.dz/produits/p4'],
      ['https://souk.dz/produits/p5'],
    ]);
  });

  it('lists only what the storefront shows, with escaped absolute URLs', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db, { slug: 'maison-&-jardin' });
    const other = await makeCategorie(db);
    const shop = await makeMarchand(db, { slug: 'bazar-alger' });
    await makeMarchand(db, { slug: 'magasin-bloque', valide: false });
    await makeSellable(db, sousCategorie.id, { slug: 'visible', marchandId: shop.id });
    await makeSellable(db, sousCategorie.id, { slug: 'bloque', valide: 0 });
    await makeSellable(db, sousCategorie.id, { slug: 'nouveau', valide: -1 });

    const categories = locs((await get('/sitemap-categories.xml')).body);
    expect(categories).toEqual([
      'http://souk.example/',
      `http://souk.example/categories/${encodeURIComponent(categorie.slug)}`,
      `http://souk.example/categories/${other.slug}`,
    ]);
    expect(categories[1]).toBe('http://souk.example/categories/maison-%26-jardin');
    expect(locs((await get('/sitemap-shops.xml')).body)).toEqual([
      'http://souk.example/magasins',
      'http://souk.example/magasins/bazar-alger',
    ]);
    expect(locs((await get('/sitemap-products-1.xml')).body)).toEqual([
      'http://souk.example/produits/visible',
    ]);
  });

  it('/robots.txt allows the storefront, keeps crawlers out of the back office, names the sitemap', async () => {
    const res = await get('/robots.txt', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /partenaire',
        'Disallow: /profile',
        'Disallow: /panier',
        'Disallow: /api/',
        '',
        'Sitemap: http://souk.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemaps with APP_URL', () => {
  const t = useTestApp({ APP_URL: 'https://www.souk.dz/' });

  it('uses the configured public URL, whatever the Host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.body).toContain('Sitemap: https://www.souk.dz/sitemap.xml');
    const index = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(index.body).toContain('<loc>https://www.souk.dz/sitemap-categories.xml</loc>');
  });
});
