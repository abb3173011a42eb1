import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@souk/domain/language-codes';
import type { FastifyInstance } from 'fastify';
import type { WebFile } from './web-assets';

/**
 * Server-drawn first views (docs/benchmarks.md: storefront bundle, Lighthouse;
 * docs/decisions/0028-server-drawn-first-view.md).
 *
 * The web build's render module (`apps/web/dist-ssr/entry-server.js`, from
 * `apps/web/src/ssr/entry-server.tsx`) draws the home, category and shop pages for an anonymous
 * visitor in the language of their `souk_lang` cookie (French by default), answering the page's API requests by injecting them into this server. The page is
 * sent with that HTML, the API replies it used, and one inline script (the boot loader) in place of
 * the app's scripts: the app is fetched once the page is shown (or at the first interaction, if
 * sooner) and hydrates the page.
 *
 * A drawn page is kept `CACHE_MS` per URL and language (every anonymous visitor gets the same), drawn once for
 * concurrent requests, and compressed once; a back-office change (a successful write of the admin or
 * partner API), a like, a review or an order drops them all — in every API process, told through
 * PostgreSQL before the write's reply leaves (app.ts, lib/pg-broadcast.ts; decision 0050) — so the
 * catalogue a visitor is sent is the one just edited (`changesDrawnPages`). Any other
 * page, or one whose drawing failed, is the app's index.html as before; a failed draw is not kept (the
 * next request draws the page again), and a page drawn before stays while drawing it again fails.
 */

/**
 * What a drawn page says of itself in <head> (apps/web/src/lib/page-meta.ts, `PageMeta`): its title and
 * description, Open Graph type and picture, canonical address, schema.org data. URLs are absolute.
 */
export interface DrawnMeta {
  title: string;
  description: string;
  type: string;
  url: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
}

/** A page drawn by the render module. */
export interface DrawnPage {
  page: string;
  html: string;
  head: string;
  state: string;
  meta?: DrawnMeta;
}

/** What `apps/web/src/ssr/entry-server.tsx` exports. */
export interface RenderModule {
  /** `url`: the page's absolute address (the site's origin, then the request's path and query). */
  render(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
    language?: Language,
  ): Promise<DrawnPage | null>;
  BOOT_LOADER_SOURCE: string;
  /**
   * The client's own pages (basket, profile), as a pattern's source. Absent from an older render module
   * (a previous build measured beside this one): those pages are index.html as it is.
   */
  CLIENT_PAGE_PATH?: string;
  /** Their one inline script (apps/web/src/ssr/client-page-loader.ts). */
  CLIENT_PAGE_LOADER_SOURCE?: string;
}

/** A page as the render module draws it. */
export interface DrawnPage {
  page: string;
  /** Absent from an older render module: French. */
  language?: string;
  html: string;
  head: string;
  state: string;
}

/**
 * How long a drawn page is sent as it is; after that it is drawn again in the background, the old one
 * sent meanwhile (a back-office edit or a storefront write drops the drawn pages at once).
 */
export const CACHE_MS = 10_000;
/** At most this many drawn pages in memory (a home page is ~0.9 MB with its compressed forms). */
const MAX_PAGES = 100;

/** The render module of the build, when there is one. */
export async function loadRenderModule(dir: string): Promise<RenderModule | null> {
  const file = path.join(dir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<RenderModule>;
  if (typeof module.render !== 'function' || typeof module.BOOT_LOADER_SOURCE !== 'string') {
    throw new Error(`${file} is not the web app's render module`);
  }
  return module as RenderModule;
}

/** The CSP source allowing an inline script of `source` (the boot loader, the client page loader). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** `<` escaped, so that the JSON cannot end its <script> element. */
function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text for an element's content or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * The page's own <head> tags, every value escaped: title, description, canonical link, Open Graph (and
 * the large link-preview card when it has a picture), and its schema.org data as JSON-LD — a data
 * block the browser does not run, so the CSP's one allowed inline script stays the boot loader.
 */
export function headTags(meta: DrawnMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:locale', 'fr_FR'),
  ];
  if (meta.image) {
    tags.push(property('og:image', meta.image), '<meta name="twitter:card" content="summary_large_image">');
  }
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(meta.jsonLd))}</script>`);
  }
  return tags.join('');
}

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
/** A module preload of index.html, its address captured. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
/** The app's entry (the first-view script beside it is `async`). */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const FILES = /<script type="application\/json" id="souk-first-view-files">([^<]*)<\/script>/;
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;
const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/**
 * index.html made into a drawn page: the app's module scripts and their preloads removed (the boot
 * loader fetches them), the list of the first-view pages' files cut to this page's and the languages', the page's own style sheets linked (the app would add them with its chunks),
 * React's hoisted preloads and the boot loader in <head>, the drawn HTML and its API replies in #root.
 * When the page says what it is (`meta`), its title, description and other head tags replace
 * index.html's site-wide title and description (`headTags`).
 * Null when index.html is not the one the web build writes.
 */
export function drawnDocument(indexHtml: string, drawn: DrawnPage, loader: string): string | null {
  const entry = APP_ENTRY.exec(indexHtml)?.[1];
  const filesJson = FILES.exec(indexHtml)?.[1];
  if (!entry || !filesJson || !indexHtml.includes(ROOT)) return null;
  let lists: Record<string, unknown>;
  try {
    lists = JSON.parse(filesJson) as Record<string, unknown>;
  } catch {
    return null;
  }
  const files = lists[drawn.page];
  // The boot loader reads this page's list, its first tap's (`tap:…`, decision 0052), its
  // language's (`lang:…`) and the app's in the order it runs them (`app`, decision 0059): the other
  // pages' lists stay out of the page (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
  const ownLists = Object.fromEntries(
    Object.entries(lists).filter(
      ([key]) =>
        key === drawn.page || key === `tap:${drawn.page}` || key.startsWith('lang:') || key === 'app',
    ),
  );
  const styles = (Array.isArray(files) ? files : [])
    .filter((href): href is string => typeof href === 'string' && href.endsWith('.css'))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const language: Language = isLanguage(drawn.language) ? drawn.language : DEFAULT_LANGUAGE;
  const boot = `<script data-entry="${entry}" data-page="${drawn.page}" data-lang="${language}">${loader}</script>`;
  const meta = drawn.meta ? headTags(drawn.meta) : '';
  const page = drawn.meta ? indexHtml.replace(TITLE, '').replace(DESCRIPTION, '') : indexHtml;
  // Replacer functions: a `$` in the page is text, not a replacement pattern.
  return page
    .replace(HTML_TAG, (tag) =>
      tag
        .replace(/\slang="[^"]*"/, ` lang="${language}"`)
        .replace(/\sdir="[^"]*"/, ` dir="${directionOf(language)}"`),
    )
    .replace(FILES, (element) => element.replace(filesJson, () => scriptJson(JSON.stringify(ownLists))))
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${meta}${styles}${drawn.head}${boot}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${drawn.html}</div><script type="application/json" id="souk-ssr-state">${scriptJson(drawn.state)}</script>`,
    );
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
const HEAD_TAG = /<head>/;

/**
 * index.html as a client's own page (basket, profile) is sent: the app's scripts, their preloads and its
 * style sheets handed to one inline script at the top of <head>, the client page loader
 * (apps/web/src/ssr/client-page-loader.ts), which sends a visitor to login before any of them is fetched
 * and gives a signed-in client the same files (docs/decisions/0055-what-a-first-paint-waits-for.md),
 * with each client page's own files and the languages' catalogues (the lists index.html keys by the
 * page's path and `lang:…`), which it preloads for the page and language it opens
 * (docs/decisions/0068-a-client-page-fetched-beside-the-app.md). The first-view script and the other
 * lists go: those pages have no first view to start. Null when index.html is not the one the web build
 * writes.
 */
export function clientPageDocument(indexHtml: string, loader: string): string | null {
  const entry = APP_ENTRY.exec(indexHtml)?.[1];
  if (!entry || !HEAD_TAG.test(indexHtml)) return null;
  const hrefs = (pattern: RegExp) => [...new Set([...indexHtml.matchAll(pattern)].map((match) => match[1]))];
  let lists: Record<string, unknown> = {};
  try {
    lists = JSON.parse(FILES.exec(indexHtml)?.[1] ?? '{}') as Record<string, unknown>;
  } catch {
    // No lists (a build before them): the page's code comes after the app's, as the router asks.
  }
  const listed = (keep: (key: string) => boolean, name: (key: string) => string) =>
    Object.fromEntries(
      Object.entries(lists)
        .filter(([key, list]) => keep(key) && Array.isArray(list))
        .map(([key, list]) => [name(key), list]),
    );
  const files = {
    entry,
    preloads: hrefs(MODULE_PRELOAD),
    styles: hrefs(STYLESHEET),
    pages: listed(
      (key) => key.startsWith('/'),
      (key) => key,
    ),
    languages: listed(
      (key) => key.startsWith('lang:'),
      (key) => key.slice('lang:'.length),
    ),
  };
  const script = `<script data-files="${escapeHtml(JSON.stringify(files))}">${loader}</script>`;
  return indexHtml
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(FILES, '')
    .replace(HEAD_TAG, (tag) => `${tag}${script}`);
}

function compressed(html: string): WebFile {
  const raw = Buffer.from(html);
  return {
    type: 'text/html; charset=utf-8',
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    lastModified: new Date().toUTCString(),
    raw,
    // Quality 5: most of brotli's gain for a page drawn every CACHE_MS, at a few ms.
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gz: gzipSync(raw, { level: 6 }),
  };
}

export interface PageRenderer {
  /**
   * The drawn page for a GET of `url` (path and query) on the site at `origin` (lib/app-url.ts), in
   * `language`, or null: send index.html.
   */
  page(url: string, index: WebFile, origin: string, language?: Language): Promise<WebFile | null>;
  /**
   * index.html as a client's own page is sent (`clientPageDocument`) when `url` (path and query) is one,
   * or null.
   */
  clientPage(url: string, index: WebFile): WebFile | null;
  /** Forgets every drawn page (the next request of each draws it again). */
  clear(): void;
}

/** Storefront writes that change what a drawn page shows: a like, a review, an order placed or cancelled. */
const STOREFRONT_WRITES = [
  /^GET \/api\/v1\/like\/\d+(\?|$)/,
  /^POST \/api\/v1\/client\/notationAdd(\?|$)/,
  /^POST \/api\/v1\/client\/commandeAdd(\?|$)/,
  /^DELETE \/api\/v1\/client\/commandeDelete\/\d+(\?|$)/,
];

/**
 * A successful write that changes what a drawn page shows: any write of the admin (`v1/user/…`) and
 * partner (`v1/marchand/…`) API, where the catalogue is edited, and the storefront's likes, reviews and
 * orders (like counts, ratings, stock, the most ordered), so that the visitor who made one sees it on
 * the next page (docs/decisions/0036-fresh-after-a-write.md).
 */
export function changesDrawnPages(method: string, url: string, status: number): boolean {
  if (status >= 400) return false;
  if (method !== 'GET' && method !== 'HEAD') {
    if (url.startsWith('/api/v1/user/') || url.startsWith('/api/v1/marchand/')) return true;
  }
  const call = `${method} ${url}`;
  return STOREFRONT_WRITES.some((write) => write.test(call));
}

/** Draws pages with `module`, answering their API requests by injecting them into `app`. */
export function createPageRenderer(
  app: FastifyInstance,
  module: RenderModule,
  now: () => number = Date.now,
): PageRenderer {
  const pages = new Map<string, { at: number; file: Promise<WebFile | null> }>();
  let template = { etag: '', html: '' };
  const { CLIENT_PAGE_PATH, CLIENT_PAGE_LOADER_SOURCE } = module;
  const clientPages =
    CLIENT_PAGE_PATH && CLIENT_PAGE_LOADER_SOURCE
      ? { path: new RegExp(CLIENT_PAGE_PATH), loader: CLIENT_PAGE_LOADER_SOURCE }
      : null;
  // Made once per index.html (its etag).
  let clientPageFile: { etag: string; file: WebFile | null } = { etag: '', file: null };

  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers,
    });
  };

  const draw = async (url: string, indexHtml: string, language: Language): Promise<WebFile | null> => {
    try {
      const drawn = await module.render(url, transport, language);
      const html = drawn && drawnDocument(indexHtml, drawn, module.BOOT_LOADER_SOURCE);
      return html ? compressed(html) : null;
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed');
      return null;
    }
  };

  const redrawing = new Set<string>();
  /** Draws `key` again in the background, keeping the page drawn before until it is replaced. */
  const redraw = (key: string, url: string, language: Language, stale: Promise<WebFile | null>) => {
    if (redrawing.has(key)) return;
    redrawing.add(key);
    void draw(url, template.html, language).then((file) => {
      redrawing.delete(key);
      // Dropped meanwhile (a write cleared the pages): that draw may predate the write.
      if (pages.get(key)?.file !== stale) return;
      // Not drawn this time (a request of the draw failed): the page drawn before is sent meanwhile,
      // and the next request tries again.
      if (file === null) return;
      pages.delete(key);
      pages.set(key, { at: now(), file: Promise.resolve(file) });
    });
  };

  return {
    clear: () => pages.clear(),
    clientPage(url, index) {
      if (!clientPages?.path.test(url.split('?')[0])) return null;
      if (clientPageFile.etag !== index.etag) {
        const html = clientPageDocument(index.raw.toString(), clientPages.loader);
        clientPageFile = { etag: index.etag, file: html ? compressed(html) : null };
      }
      return clientPageFile.file;
    },
    page(path, index, origin, language = DEFAULT_LANGUAGE) {
      // Per site address: the page's canonical and Open Graph URLs are absolute.
      const url = `${origin}${path}`;
      const key = `${language} ${url}`;
      const cached = pages.get(key);
      if (template.etag !== index.etag) {
        template = { etag: index.etag, html: index.raw.toString() };
        pages.clear();
      } else if (cached) {
        // Kept CACHE_MS; after that, sent as it is while drawn again (stale while revalidating), so
        // no visitor waits for a draw of a page already drawn — unless a write cleared it (decision
        // 0036: fresh after a write).
        if (now() - cached.at >= CACHE_MS) redraw(key, url, language, cached.file);
        return cached.file;
      }
      const file = draw(url, template.html, language);
      pages.delete(key);
      // A Map keeps insertion order, which is the order pages were drawn: the oldest beyond MAX_PAGES
      // are at its front.
      for (const [oldest] of pages) {
        if (pages.size < MAX_PAGES) break;
        pages.delete(oldest);
      }
      pages.set(key, { at: now(), file });
      // A page that could not be drawn (a request of its draw failed, the database busy a moment) is
      // not kept: the next request draws it again rather than sending index.html for CACHE_MS.
      void file.then((drawn) => {
        if (drawn === null && pages.get(key)?.file === file) pages.delete(key);
      });
      return file;
    },
  };
}
