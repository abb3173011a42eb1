import { publicReadCache } from '@/lib/fresh-reads';
import { HERO_IMAGE_SIZES, mediaSrcSet, PRODUCT_IMAGE_SIZES } from '@/lib/media-srcset';

/**
 * The first view's largest image (Lighthouse's Largest Contentful Paint, docs/benchmarks.md:
 * Lighthouse) is an API image: the home page's first hero ad, a category's banner, a shop's photo, a
 * product's picture. The
 * app could only ask the API for it once its whole bundle had arrived and run. The small
 * `first-view.ts` entry, loaded `async` beside the bundle, starts that one API request at once and
 * preloads the image of its reply; the API client then takes the reply instead of asking again,
 * so the page shows the same draw of ads that the preload fetched.
 *
 * No dependency on the app (React, Mantine, the router): this file, `media-srcset.ts` and
 * `fresh-reads.ts` (a read after the visitor's own write is revalidated, as the app's are) are the
 * whole script.
 */

/** The image to preload, read from the API reply. */
export interface FirstViewImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The first-view pages, as keyed in index.html's list of their files (`vite-first-view.ts`). */
export type FirstViewPage =
  | 'home'
  | 'category'
  | 'shop'
  | 'product'
  | 'shops'
  | 'search'
  | 'login'
  | 'register';

interface FirstViewPlan {
  page: FirstViewPage;
  /**
   * The API URL, exactly as the API client builds it (`apiUrl`), whose reply names the largest image;
   * null for a page whose largest image is not known from one request (the list of shops, search
   * results): the page is drawn by the server, and only its code is preloaded otherwise.
   */
  url: string | null;
  image: (reply: unknown) => FirstViewImage | null;
}

const NO_IMAGE = (): null => null;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A path segment as the router's `useParams` gives it (decoded), or null when it is not valid. */
function segment(value: string): string | null {
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

/**
 * The paths of the pages the server draws (the routes listed under `firstViewPlan`): a link to one of
 * them tapped before the app is there is followed by the browser, which gets the next page drawn at
 * once (ssr/boot-loader.ts).
 */
export const DRAWN_PAGE_PATH =
  /^\/(?:categories\/[^/]+|magasins(?:\/[^/]+)?|resultats|login|register|produits\/[^/]+)?\/?$/;

/**
 * What the page at `pathname` fetches first for its largest image, or null. The paths are the
 * routes Accueil ('/'), Categories ('/categories/:slug'), magasinProfile ('/magasins/:slug'),
 * produitDetail ('/produits/:slug'), Magasins ('/magasins'), SearchResult ('/resultats'), Login
 * ('/login') and Register ('/register') of `app/route-names.ts` (checked by first-view.test.ts; not imported, to keep this script small).
 */
export function firstViewPlan(pathname: string): FirstViewPlan | null {
  if (!DRAWN_PAGE_PATH.test(pathname)) return null;
  if (pathname === '/') {
    return {
      page: 'home',
      url: '/api/v1/pubs',
      image: (reply) => {
        const first = record((record(record(reply).data).banner1 as unknown[] | undefined)?.[0]);
        const href = text(first.url_image);
        if (!href) return null;
        const srcset = mediaSrcSet(href);
        return srcset ? { href, srcset, sizes: HERO_IMAGE_SIZES } : { href };
      },
    };
  }
  const category = /^\/categories\/([^/]+)\/?$/.exec(pathname);
  if (category) {
    const slug = segment(category[1]);
    if (!slug) return null;
    return {
      page: 'category',
      url: '/api/v1/categories',
      image: (reply) => {
        const list = record(reply).data;
        if (!Array.isArray(list)) return null;
        const found = list.map(record).find((c) => c.slug === slug);
        const href = found ? text(found.image_publicitaire) : null;
        return href ? { href } : null;
      },
    };
  }
  if (pathname === '/magasins' || pathname === '/magasins/')
    return { page: 'shops', url: null, image: NO_IMAGE };
  if (pathname === '/resultats' || pathname === '/resultats/')
    return { page: 'search', url: null, image: NO_IMAGE };
  if (pathname === '/login' || pathname === '/login/') return { page: 'login', url: null, image: NO_IMAGE };
  if (pathname === '/register' || pathname === '/register/')
    return { page: 'register', url: null, image: NO_IMAGE };
  const shop = /^\/magasins\/([^/]+)\/?$/.exec(pathname);
  if (shop) {
    const slug = segment(shop[1]);
    if (!slug) return null;
    return {
      page: 'shop',
      url: `/api/v1/marchandShow/${encodeURIComponent(slug)}`,
      image: (reply) => {
        const href = text(record(record(reply).data).url_photo_magasin);
        return href ? { href } : null;
      },
    };
  }
  const product = /^\/produits\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    const slug = segment(product[1]);
    if (!slug) return null;
    return {
      page: 'product',
      url: `/api/v1/articleShowBySlug/${encodeURIComponent(slug)}`,
      image: (reply) => {
        const href = text(record(record(reply).data).url_image);
        if (!href) return null;
        const srcset = mediaSrcSet(href);
        return srcset ? { href, srcset, sizes: PRODUCT_IMAGE_SIZES } : { href };
      },
    };
  }
  return null;
}

declare global {
  interface Window {
    /**
     * API replies started by the first-view script, by URL, with the time they were asked for; each
     * is taken once by the API client (`lib/api-client.ts`), and only while it is fresh.
     */
    __soukFirstView?: Record<string, { reply: Promise<Response>; at: number }>;
  }
}

/** The id of index.html's list of each first-view page's files, written by `vite-first-view.ts`. */
export const FIRST_VIEW_FILES_ID = 'souk-first-view-files';

/**
 * Preloads the page's own code (and the catalogue of the visitor's language): the router asks for the lazy layout and page chunks (and their
 * imports and CSS) only once the entry has arrived and run; preloaded from here they download while
 * the entry does. The list is in index.html (a build writes it; none in development).
 */
export function preloadPageFiles(doc: Document, page: FirstViewPage, language: string | null = null): void {
  let files: unknown[];
  try {
    const lists = record(JSON.parse(doc.getElementById(FIRST_VIEW_FILES_ID)?.textContent || '{}'));
    const list = (key: string) => {
      const value = lists[key];
      return Array.isArray(value) ? (value as unknown[]) : [];
    };
    // A language other than French: its catalogue, which the app fetches before its first render.
    files = [...list(page), ...(language && language !== 'fr' ? list(`lang:${language}`) : [])];
  } catch {
    return;
  }
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // In the CORS mode the app then fetches them (Vite's tags are `crossorigin`): one download each.
    link.setAttribute('crossorigin', '');
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Starts the page's first API request and, when it answers, preloads its largest image; preloads the
 * page's code meanwhile.
 */
export function startFirstView(win: Window): void {
  const plan = firstViewPlan(win.location.pathname);
  if (!plan) return;
  if (plan.url) startImageRequest(win, plan.url, plan.image);
  preloadPageFiles(win.document, plan.page, storedLanguage(win));
}

function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's language choice as the app keeps it (`LANGUAGE_KEY` of lib/i18n.ts, not imported: this script stays small). */
function storedLanguage(win: Window): string | null {
  try {
    return localStorageOf(win)?.getItem('souk.lang') ?? null;
  } catch {
    return null;
  }
}

function startImageRequest(win: Window, url: string, image: FirstViewPlan['image']): void {
  const reply = win.fetch(url, { headers: { Accept: 'application/json' }, cache: publicReadCache() });
  win.__soukFirstView = { ...win.__soukFirstView, [url]: { reply, at: Date.now() } };
  reply
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      const found = body ? image(body) : null;
      if (!found) return;
      const link = win.document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = found.href;
      if (found.srcset) link.setAttribute('imagesrcset', found.srcset);
      if (found.sizes) link.setAttribute('imagesizes', found.sizes);
      link.setAttribute('fetchpriority', 'high');
      win.document.head.append(link);
    })
    .catch(() => {
      // The app asks again (the API client's own request) and shows its own error.
    });
}
