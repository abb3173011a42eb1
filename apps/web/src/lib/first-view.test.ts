import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathFor } from '@/app/route-names';
import { api, FIRST_VIEW_MAX_AGE_MS } from '@/lib/api-client';
import {
  DRAWN_PAGE_PATH,
  FIRST_VIEW_FILES_ID,
  firstViewPlan,
  preloadPageFiles,
  startFirstView,
} from '@/lib/first-view';
import { HERO_IMAGE_SIZES, mediaSrcSet, PRODUCT_IMAGE_SIZES } from '@/lib/media-srcset';
import { mockFetch } from '@/test/fetch-mock';
import { loginClient } from '@/test/sessions-fixtures';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const pubsReply = {
  data: {
    banner1: [{ id: 7, type: 'banner1', url_image: '/media/2026/11/hero.webp', model_id: null }],
    banner2: [],
    pub_accueil: [],
    shop: [],
  },
};

afterEach(() => {
  delete window.__soukFirstView;
  for (const link of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]'))
    link.remove();
  document.getElementById(FIRST_VIEW_FILES_ID)?.remove();
});

/** index.html's list of each first-view page's files, as the build writes it (vite-first-view.ts). */
function writeFileList(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = FIRST_VIEW_FILES_ID;
  list.textContent = text;
  document.head.append(list);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[as="style"]')].map(
    (l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')],
  );

describe('first view plan', () => {
  it('knows the routes of the home, category, shop, shops, search, login and registration pages, and nothing else', () => {
    expect(firstViewPlan(pathFor('Accueil'))?.url).toBe('/api/v1/pubs');
    expect(firstViewPlan(pathFor('Categories', { slug: 'telephones-et-tablettes' }))?.url).toBe(
      '/api/v1/categories',
    );
    // The same URL as getShop builds from the router's decoded slug.
    expect(firstViewPlan(pathFor('magasinProfile', { slug: 'café été' }))?.url).toBe(
      `/api/v1/marchandShow/${encodeURIComponent('café été')}`,
    );
    expect(firstViewPlan('/')?.page).toBe('home');
    expect(firstViewPlan('/categories/mode')?.page).toBe('category');
    expect(firstViewPlan('/magasins/x')?.page).toBe('shop');
    // The list of shops and search results: drawn by the server, no single request names their image.
    expect(firstViewPlan(pathFor('Magasins'))).toMatchObject({ page: 'shops', url: null });
    expect(firstViewPlan(pathFor('SearchResult'))).toMatchObject({ page: 'search', url: null });
    expect(firstViewPlan(pathFor('Login'))).toMatchObject({ page: 'login', url: null });
    expect(firstViewPlan(pathFor('Register'))).toMatchObject({ page: 'register', url: null });
    // The same URL as getArticleBySlug builds from the router's decoded slug.
    expect(firstViewPlan(pathFor('produitDetail', { slug: 'thé à la menthe' }))).toMatchObject({
      page: 'product',
      url: `/api/v1/articleShowBySlug/${encodeURIComponent('thé à la menthe')}`,
    });
    expect(firstViewPlan('/produits/a/b')).toBeNull();
    expect(firstViewPlan(pathFor('Panier'))).toBeNull();
    expect(firstViewPlan('/categories/a/b')).toBeNull();
    expect(firstViewPlan('/magasins/%E0%A4%A')).toBeNull();
  });

  it('names the drawn pages by one pattern, which a link tapped before the app is followed by', () => {
    const drawn = [
      pathFor('Accueil'),
      pathFor('Categories', { slug: 'mode' }),
      pathFor('Magasins'),
      pathFor('magasinProfile', { slug: 'café été' }),
      pathFor('SearchResult'),
      pathFor('Login'),
      pathFor('Register'),
      pathFor('produitDetail', { slug: 'robe' }),
      '/magasins/',
    ];
    const notDrawn = [
      pathFor('Panier'),
      pathFor('Profile'),
      pathFor('forgotPassword'),
      '/categories/a/b',
      '/admin',
    ];
    for (const path of drawn) expect([path, DRAWN_PAGE_PATH.test(path)]).toEqual([path, true]);
    for (const path of notDrawn) {
      expect([path, DRAWN_PAGE_PATH.test(path)]).toEqual([path, false]);
      expect(firstViewPlan(path)).toBeNull();
    }
  });

  it('reads the largest image of each reply', () => {
    expect(firstViewPlan('/')?.image(pubsReply)).toEqual({
      href: '/media/2026/11/hero.webp',
      srcset: mediaSrcSet('/media/2026/11/hero.webp'),
      sizes: HERO_IMAGE_SIZES,
    });
    expect(firstViewPlan('/')?.image({ data: { banner1: [] } })).toBeNull();
    const categories = {
      data: [
        { slug: 'mode', image_publicitaire: '/media/mode.webp' },
        { slug: 'café', image_publicitaire: '/media/cafe.webp' },
      ],
    };
    expect(firstViewPlan('/categories/caf%C3%A9')?.image(categories)).toEqual({ href: '/media/cafe.webp' });
    expect(firstViewPlan('/categories/absente')?.image(categories)).toBeNull();
    expect(firstViewPlan('/magasins/x')?.image({ data: { url_photo_magasin: '/media/s.webp' } })).toEqual({
      href: '/media/s.webp',
    });
    expect(firstViewPlan('/magasins/x')?.image({ message: 'Ressource introuvable.' })).toBeNull();
    // A product's picture, with the sizes of its gallery's main image.
    expect(
      firstViewPlan('/produits/robe')?.image({ data: { url_image: '/media/2026/11/robe.webp' } }),
    ).toEqual({
      href: '/media/2026/11/robe.webp',
      srcset: mediaSrcSet('/media/2026/11/robe.webp'),
      sizes: PRODUCT_IMAGE_SIZES,
    });
    expect(firstViewPlan('/produits/robe')?.image({ message: 'Article introuvable.' })).toBeNull();
  });
});

describe('first view script and API client', () => {
  it('starts the request, preloads the image the hero will ask for, and hands the reply over once', async () => {
    window.history.replaceState(null, '', '/');
    const { requests } = mockFetch({ 'GET /api/v1/pubs': { body: pubsReply } });

    startFirstView(window);
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/pubs']);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const link = document.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    expect(link.as).toBe('image');
    expect(link.getAttribute('href')).toBe('/media/2026/11/hero.webp');
    expect(link.getAttribute('imagesrcset')).toBe(mediaSrcSet('/media/2026/11/hero.webp'));
    expect(link.getAttribute('imagesizes')).toBe(HERO_IMAGE_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');

    // The page's own request takes that reply: the same draw of ads, no second request.
    expect(await api(null).get('v1/pubs')).toEqual(pubsReply);
    expect(requests).toHaveLength(1);
    // A refetch asks the API.
    await api(null).get('v1/pubs');
    expect(requests).toHaveLength(2);
  });

  it('is not used by an authenticated call nor for another URL', async () => {
    window.__soukFirstView = {
      '/api/v1/pubs': { reply: Promise.resolve(json({ data: 'early' })), at: Date.now() },
    };
    const { requests } = mockFetch({
      'GET /api/v1/pubs': { body: { data: 'network' } },
      'GET /api/v1/about': { body: { data: 'about' } },
    });
    loginClient('client-token');
    expect(await api('client').get('v1/pubs')).toEqual({ data: 'network' });
    expect(await api(null).get('v1/about')).toEqual({ data: 'about' });
    expect(requests).toHaveLength(2);
    expect(await api(null).get('v1/pubs')).toEqual({ data: 'early' });
  });

  it('does not use a reply asked for long before the page wanted it', async () => {
    window.__soukFirstView = {
      '/api/v1/pubs': {
        reply: Promise.resolve(json({ data: 'old draw' })),
        at: Date.now() - FIRST_VIEW_MAX_AGE_MS - 1,
      },
    };
    const { requests } = mockFetch({ 'GET /api/v1/pubs': { body: { data: 'new draw' } } });
    expect(await api(null).get('v1/pubs')).toEqual({ data: 'new draw' });
    expect(requests).toHaveLength(1);
    expect(window.__soukFirstView).toEqual({});
  });

  it('leaves the page to its own request when the early one fails', async () => {
    window.history.replaceState(null, '', '/magasins/inconnu');
    const { requests } = mockFetch({
      'GET /api/v1/marchandShow/inconnu': { status: 404, body: { message: 'Ressource introuvable.' } },
    });
    startFirstView(window);
    await expect(api(null).get('v1/marchandShow/inconnu')).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});

describe("the page's code, preloaded", () => {
  it("preloads the current page's scripts and styles from index.html's list, as the app fetches them", () => {
    writeFileList(
      JSON.stringify({
        home: ['/assets/layout-a.js', '/assets/home-b.js', '/assets/layout-c.css'],
        category: ['/assets/layout-a.js', '/assets/category-d.js'],
      }),
    );
    window.history.replaceState(null, '', '/categories/mode');
    mockFetch({ 'GET /api/v1/categories': { body: { data: [] } } });
    startFirstView(window);
    expect(preloaded()).toEqual([
      ['modulepreload', '/assets/layout-a.js', ''],
      ['modulepreload', '/assets/category-d.js', ''],
    ]);
  });

  it("preloads the catalogue of the visitor's stored language beside the page's files", () => {
    writeFileList(
      JSON.stringify({
        home: ['/assets/home-b.js'],
        'lang:ar': ['/assets/ar-e.js'],
        'lang:en': ['/assets/en-f.js'],
      }),
    );
    preloadPageFiles(document, 'home', 'ar');
    expect(preloaded()).toEqual([
      ['modulepreload', '/assets/home-b.js', ''],
      ['modulepreload', '/assets/ar-e.js', ''],
    ]);
  });

  it('preloads styles as styles, and nothing when the list is missing, broken or lacks the page', () => {
    writeFileList(JSON.stringify({ home: ['/assets/layout-c.css', 42] }));
    preloadPageFiles(document, 'home');
    expect(preloaded()).toEqual([['preload', '/assets/layout-c.css', '']]);
    document.head.querySelector('link[as="style"]')?.remove();

    preloadPageFiles(document, 'shop');
    document.getElementById(FIRST_VIEW_FILES_ID)?.remove();
    preloadPageFiles(document, 'home');
    writeFileList('{not json');
    preloadPageFiles(document, 'home');
    expect(preloaded()).toEqual([]);
  });
});
