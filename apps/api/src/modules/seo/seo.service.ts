import type { DbOrTx } from '../../db/client';
import {
  listCategoryEntries,
  listProductEntries,
  listProductPages,
  listShopEntries,
  type SitemapEntry,
  visibleProductSlug,
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

/** The web app's query parameter of an open product modal (`?produit={id}`). */
const PRODUCT_PARAM = 'produit';
/** The back offices have no product modal: their `?produit=` means something else. */
const BACK_OFFICES = /^\/(admin|partenaire)(\/|$)/;

/**
 * Where a shared link to a product modal (`/any/page?produit=51`, the address the app shows while a
 * product is open, which shoppers copy into WhatsApp or Facebook) leads when it is opened: the
 * product's own page (`/produits/{slug}`), drawn by the server with its title, description and Open
 * Graph tags, instead of the page under the modal drawn in the browser. Campaign parameters
 * (`utm_*`) are kept. Null when the address has no such product (unknown, hidden): the page is
 * served as it is and the app says so.
 */
export async function sharedProductPath(db: DbOrTx, url: string): Promise<string | null> {
  const target = new URL(url, 'http://souk.local');
  const raw = target.searchParams.get(PRODUCT_PARAM);
  if (raw === null || BACK_OFFICES.test(target.pathname) || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  if (id > 2_147_483_647) return null;
  const slug = await visibleProductSlug(db, id);
  if (slug === undefined) return null;
  const kept = new URLSearchParams(
    [...target.searchParams].filter(([name]) => name.toLowerCase().startsWith('utm_')),
  ).toString();
  return `/produits/${encodeURIComponent(slug)}${kept ? `?${kept}` : ''}`;
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
