import type { DbOrTx } from '../../db/client';
import {
  listCategoryEntries,
  listProductEntries,
  listProductPages,
  listShopEntries,
  type SitemapEntry,
} from './seo.repository';

/**
 * The site's sitemaps and robots.txt (docs/decisions/0028-server-drawn-first-view.md, Addendum). The
 * storefront's paths are the web app's route table (docs/product/README.md): `/categories/{slug}`,
 * `/magasins/{slug}`, `/produits/{slug}`.
 */

/** URLs per sitemap file: the sitemaps protocol's limit. */
export const SITEMAP_MAX_URLS = 50_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(origin: string, prefix: string, entries: SitemapEntry[], extra: string[] = []): string {
  const urls = [
    ...extra.map((path) => `<url><loc>${xml(origin + path)}</loc></url>`),
    ...entries.map(
      (entry) =>
        `<url><loc>${xml(`${origin}${prefix}${encodeURIComponent(entry.slug)}`)}</loc>` +
        `<lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: categories (with the home and store list), stores, then each product page. */
export async function sitemapIndex(db: DbOrTx, origin: string, size = SITEMAP_MAX_URLS): Promise<string> {
  const pages = await listProductPages(db, size);
  const files = [
    '/sitemap-categories.xml',
    '/sitemap-shops.xml',
    ...pages.map((n) => `/sitemap-products-${n}.xml`),
  ];
  const items = files.map((file) => `<sitemap><loc>${xml(origin + file)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The home page and every category page. */
export async function categoriesSitemap(db: DbOrTx, origin: string): Promise<string> {
  return urlset(origin, '/categories/', await listCategoryEntries(db), ['/']);
}

/** The store list and every store's page. */
export async function shopsSitemap(db: DbOrTx, origin: string): Promise<string> {
  return urlset(origin, '/magasins/', await listShopEntries(db), ['/magasins']);
}

/** Product page `page` (1-based), or null when it holds no product the storefront shows. */
export async function productsSitemap(
  db: DbOrTx,
  origin: string,
  page: number,
  size = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const entries = await listProductEntries(db, page, size);
  return entries.length === 0 ? null : urlset(origin, '/produits/', entries);
}

/**
 * Paths that are not the storefront's to index: the back office (admin and partner areas), the
 * client's own pages and the API (docs/product/README.md, The route table of the web app).
 */
export const ROBOTS_DISALLOWED = ['/admin', '/partenaire', '/profile', '/panier', '/api/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
