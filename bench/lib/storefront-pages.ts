/**
 * The storefront pages the browser benchmarks visit (`bench:first-interaction`, `bench:lighthouse`),
 * and the languages they visit them in. One list: a page added here is measured by both. Addresses
 * are built from the demo data the API serves (the first category, shop and new article), so the
 * benchmarks run on any seed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientSession } from '../../packages/domain/src/auth-schemas';
import type { ArticleReply } from '../../packages/domain/src/replies/catalog';

/** What a page's address is built from, read once from the API. */
export interface DemoData {
  category: string;
  shop: string;
  product: { id: number; slug: string; name: string };
  /** A word of the product's name: the search results page's query. */
  search: string;
}

export interface StorefrontPage {
  name: string;
  path: (data: DemoData) => string;
  /**
   * A route that not every build has (being added): the start of its pattern in the route table
   * (apps/web/src/app/route-names.ts). A build whose scripts lack it, or whose API answers 404, skips it.
   */
  optionalRoute?: string;
  /**
   * A signed-in client's page: the benchmarks store a client's session as the app keeps it, before any
   * of the page's scripts (`clientSession`).
   */
  signedIn?: boolean;
}

export const STOREFRONT_PAGES: StorefrontPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'category', path: (d) => `/categories/${encodeURIComponent(d.category)}` },
  { name: 'shop', path: (d) => `/magasins/${encodeURIComponent(d.shop)}` },
  { name: 'search', path: (d) => `/resultats?search=${encodeURIComponent(d.search)}` },
  // A shared product link (the address the app shows while a product is open): the server sends it
  // to the product's own page (builds before: the modal, over the home page).
  { name: 'product', path: (d) => `/?produit=${d.product.id}` },
  // The product's own page, once the route exists.
  {
    name: 'product-page',
    path: (d) => `/produits/${encodeURIComponent(d.product.slug)}`,
    optionalRoute: '/produits/:',
  },
  { name: 'shops', path: () => '/magasins' },
  { name: 'login', path: () => '/login' },
  // Drawn by the server since decision 0057 (builds before: drawn in the browser).
  { name: 'register', path: () => '/register' },
  // An anonymous visitor's basket sends them to /login (RequireSession): measured as it is.
  { name: 'cart', path: () => '/panier' },
  // A signed-in client's basket, one line in it: drawn by the app, its order form fetched once it
  // shows (decision 0058).
  { name: 'basket', path: () => '/panier', signedIn: true },
];

/** Where the app keeps a client's session (apps/web/src/lib/session-storage.ts). */
export const CLIENT_SESSION_KEY = 'souk.session.client';

/** What localStorage holds before a page's scripts: the visitor's language, a signed-in client's session. */
export function storedBeforeScripts(lang: Lang, session?: string): [string, string][] {
  const entries: [string, string][] = [];
  if (lang !== 'fr') entries.push([LANGUAGE_STORAGE_KEY, lang]);
  if (session) entries.push([CLIENT_SESSION_KEY, session]);
  return entries;
}

/**
 * Stores `entries` in localStorage: a page's init script (the browser runs it before the page's own,
 * so it is self-contained). about:blank and other opaque origins have no storage.
 */
export function storeEntries(entries: [string, string][]): void {
  for (const [key, value] of entries) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // No storage here.
    }
  }
}

/**
 * A new client of the API at `base`, registered through the API with one line of the demo product in
 * its basket: its session as the app stores it under `CLIENT_SESSION_KEY` (`{ token, client }`).
 */
export async function clientSession(base: string, data: DemoData): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const password = 'MotDePasse123!';
  const registered = await fetch(`${base}/api/v1/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      nom: 'Haddad',
      prenom: 'Nour',
      email: `bench.${stamp}@exemple.dz`,
      telephone: '0661 23 45 67',
      adresse: '14 boulevard Krim Belkacem, Alger',
      wilaya: '16 - Alger',
      password,
      password_confirmation: password,
    }),
  });
  if (!registered.ok) throw new Error(`client registration: ${registered.status} ${await registered.text()}`);
  const { token, client } = (await registered.json()) as ClientSession;
  const article = (await (await fetch(`${base}/api/v1/articleShow/${data.product.id}`)).json()) as {
    data: ArticleReply;
  };
  const variant = article.data.stock_articles.find((v) => v.quantite > 0);
  if (!variant) throw new Error(`demo product ${data.product.id}: no variant in stock`);
  const added = await fetch(`${base}/api/v1/client/panierAdd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ stock_article_id: variant.id, quantite: 1 }),
  });
  if (!added.ok) throw new Error(`basket: ${added.status} ${await added.text()}`);
  return JSON.stringify({ token, client });
}

/**
 * The visitor's language. French is the site's own; Arabic is chosen in the app (localStorage
 * 'souk.lang', read by the boot loader and i18n) and sent as the cookie `souk_lang` for a server
 * that would draw the page in it.
 */
export const LANGS = ['fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const LANGUAGE_STORAGE_KEY = 'souk.lang';
export const LANGUAGE_COOKIE = 'souk_lang';

/** `--pages a,b` / `--langs fr` against the lists above: unknown names are an error, not a silent skip. */
export function pick<T extends string>(known: readonly T[], asked: string | undefined, what: string): T[] {
  if (!asked) return [...known];
  const names = asked.split(',').filter(Boolean);
  const unknown = names.filter((n) => !known.includes(n as T));
  if (unknown.length) throw new Error(`unknown ${what}: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return names as T[];
}

type Row = Record<string, unknown>;

async function rows(base: string, path: string): Promise<Row[]> {
  const response = await fetch(`${base}/api/v1/${path}`);
  if (!response.ok) throw new Error(`GET /api/v1/${path}: ${response.status}`);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`GET /api/v1/${path}: no rows`);
  return list as Row[];
}

/** The demo data's first category, shop and new article, from the API at `base` (http://host:port). */
export async function demoData(base: string): Promise<DemoData> {
  const category = (await rows(base, 'categories')).find((r) => typeof r.slug === 'string');
  const shop = (await rows(base, 'marchands')).find((r) => typeof r.slug === 'string');
  const product = (await rows(base, 'newArticles')).find(
    (r) => typeof r.id === 'number' && typeof r.slug === 'string' && typeof r.designation === 'string',
  );
  if (!category || !shop || !product) throw new Error('demo data: no category, shop or article');
  const name = product.designation as string;
  const search = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
  return {
    category: category.slug as string,
    shop: shop.slug as string,
    product: { id: product.id as number, slug: product.slug as string, name },
    search,
  };
}

/**
 * Whether `page` is a page of the build in `dist`, served by the API at `base`. The API answers
 * index.html for any address (the app's router draws its own 404 page), so an optional route is
 * also looked for in the build's scripts.
 */
export async function pageExists(
  base: string,
  dist: string,
  page: StorefrontPage,
  data: DemoData,
): Promise<boolean> {
  if (!page.optionalRoute) return true;
  const response = await fetch(`${base}${page.path(data)}`);
  await response.arrayBuffer();
  if (!response.ok) return false;
  const assets = path.join(dist, 'assets');
  // The pattern as a string of the minified route table: after a quote or a backtick.
  const route = new RegExp(`[\`'"]${page.optionalRoute.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => route.test(readFileSync(path.join(assets, file), 'utf8')));
}
