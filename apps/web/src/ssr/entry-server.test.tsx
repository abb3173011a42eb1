import { describe, expect, it, vi } from 'vitest';
import { DRAWN_PAGE_PATH } from '@/lib/first-view';
import { envelope, makeArticle } from '@/test/catalog-fixtures';
import { ABOUT, mockFetch } from '@/test/fetch-mock';
import { BOOT_LOADER_SOURCE, CLIENT_PAGE_LOADER_SOURCE, CLIENT_PAGE_PATH, render } from './entry-server';

const categorie = {
  id: 1,
  slug: 'categorie-1',
  designation: 'Catégorie 1',
  url_image: null,
  sous_categories: [],
  image_publicitaire: '/media/pubs/categorie-1.webp',
};

function categoryReplies(status = 200) {
  return mockFetch({
    'GET /api/v1/categorieShow/categorie-1': {
      status,
      body: { ...envelope([makeArticle()], null, '/api/v1/categorieShow/categorie-1'), categorie },
    },
  });
}

const viaFetch = (url: string, init: RequestInit) => fetch(url, init);

describe('the server render of the first-view pages', () => {
  it('draws a category page with its products and hands over the API replies it used', async () => {
    const api = categoryReplies();
    const page = await render('/categories/categorie-1?promotion=20', viaFetch);
    expect(page?.page).toBe('category');
    expect(page?.html).toContain('Catégorie 1');
    expect(page?.html).toContain(makeArticle().designation);
    // Its banner, from the reply of its products, asked for from <head> beside the style sheets (a
    // background is found only once they have arrived).
    expect(page?.html).toContain('/media/pubs/categorie-1.webp');
    expect(page?.head).toMatch(
      /<link rel="preload" href="\/media\/pubs\/categorie-1\.webp" as="image" fetchPriority="high"\/>/,
    );
    // The filters of the URL are those of the request, as in the browser.
    expect(api.calls('GET /api/v1/categorieShow/categorie-1')[0].url).toContain('promotion=20');
    const state = JSON.parse(page?.state ?? '{}') as { queries: { queryKey: unknown[] }[] };
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('categorie-1'))).toBe(true);
    expect(keys.some((key) => key.includes('categories'))).toBe(true);
    // The anonymous visitor's basket is not asked for (no session on the server).
    expect(api.requests.some((request) => request.path.includes('panier'))).toBe(false);
  });

  it('inlines the listed articles as their cards only, marked stale, and no reply the page does not show', async () => {
    categoryReplies();
    const page = await render('/categories/categorie-1', viaFetch);
    const state = JSON.parse(page?.state ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[];
    };
    const list = state.queries.find((query) => query.queryKey.includes('categorie-1'));
    if (!list) throw new Error('the category list is not in the state');
    const { pages } = list.state.data as {
      pages: { data: Record<string, unknown>[]; categorie: unknown }[];
    };
    const article = makeArticle();
    expect(pages[0].categorie).toEqual(categorie);
    expect(pages[0].data).toEqual([
      {
        id: article.id,
        designation: article.designation,
        url_image: article.url_image,
        marque: article.marque,
        nbr_like: article.nbr_like,
        nbr_avis: article.nbr_avis,
        moyenne: article.moyenne,
        latestpromotions: null,
        stock_articles: article.stock_articles.map(({ prix }) => ({ prix })),
      },
    ]);
    // The app asks for the whole reply once it has hydrated.
    expect(list.state.dataUpdatedAt).toBe(0);
    // The header and footer read the summary of the site information, not its terms and founders.
    const keys = state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain('["about","summary"]');
    expect(keys).not.toContain('["about","detail"]');
  });

  it('draws the home with the return period the administrator set, in the language asked for', async () => {
    const empty = { body: { data: [] } };
    mockFetch({
      'GET /api/v1/about': { body: { data: { ...ABOUT, delai_retour_jours: 21 } } },
      'GET /api/v1/pubs': { body: { data: { banner1: [], banner2: [], pub_accueil: [], shop: [] } } },
      'GET /api/v1/livraisonConfig': {
        body: { data: { livraison_gratuite_seuil: 0, livraison_wilaya_origine: 16 } },
      },
      'GET /api/v1/newArticles': empty,
      'GET /api/v1/articlesPromo': empty,
      'GET /api/v1/articlesMieuxNotes': empty,
      'GET /api/v1/articlesPlusCommandes': empty,
      'GET /api/v1/pubsWithArticles': empty,
      'GET /api/v1/sponsors': empty,
      'GET /api/v1/accueil/allArticles': { body: envelope([], null, '/api/v1/accueil/allArticles') },
    });
    const [french, arabic] = await Promise.all([render('/', viaFetch, 'fr'), render('/', viaFetch, 'ar')]);
    expect(french?.page).toBe('home');
    expect(french?.html).toContain('Retour sous 21 jours');
    expect(french?.html).not.toContain('30 jours');
    expect(arabic?.html).toContain('إرجاع خلال 21 يومًا');
    // The header's menus show the categories only when opened: the home does not carry them.
    const keys = (JSON.parse(french?.state ?? '{}') as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[0],
    );
    expect(keys).not.toContain('categories');
  });

  it('draws each first-view page in one pass: its queries are asked for before it is drawn', async () => {
    const empty = { body: { data: [] } };
    const shop = { id: 3, slug: 'boutique', designation_magasin: 'Boutique', url_photo_magasin: null };
    mockFetch({
      'GET /api/v1/pubs': { body: { data: { banner1: [], banner2: [], pub_accueil: [], shop: [] } } },
      'GET /api/v1/livraisonConfig': {
        body: { data: { livraison_gratuite_seuil: 0, livraison_wilaya_origine: 16 } },
      },
      'GET /api/v1/newArticles': { body: { data: [makeArticle()] } },
      'GET /api/v1/articlesPromo': empty,
      'GET /api/v1/articlesMieuxNotes': empty,
      'GET /api/v1/articlesPlusCommandes': empty,
      'GET /api/v1/pubsWithArticles': empty,
      'GET /api/v1/sponsors': empty,
      'GET /api/v1/accueil/allArticles': { body: envelope([], null, '/api/v1/accueil/allArticles') },
      'GET /api/v1/categorieShow/categorie-1': {
        body: { ...envelope([makeArticle()], null, '/api/v1/categorieShow/categorie-1'), categorie },
      },
      'GET /api/v1/articles/5': {
        body: { ...envelope([makeArticle()], null, '/api/v1/articles/5'), sous_categorie: null },
      },
      'GET /api/v1/marchandShow/boutique': { body: { data: shop } },
      'GET /api/v1/articlesMarchand/3': {
        body: envelope([makeArticle()], null, '/api/v1/articlesMarchand/3'),
      },
      'GET /api/v1/marchands': { body: envelope([], null, '/api/v1/marchands') },
      'GET /api/v1/rechercheArticles': { body: envelope([makeArticle()], null, '/api/v1/rechercheArticles') },
      'GET /api/v1/articleShowBySlug/robe-ete': { body: { data: makeArticle() } },
    });
    const pages = [
      '/',
      '/categories/categorie-1?promotion=20',
      '/categories/categorie-1?sous_categorie=5',
      '/magasins/boutique?etoil=4',
      '/magasins/boutique?categorie=1',
      '/magasins?page=2',
      '/resultats?search=robe',
      '/login',
      '/produits/robe-ete',
    ];
    // As on the server, where the home's lower sections wait for the app (lib/hydrating.ts).
    vi.stubGlobal('window', undefined);
    try {
      for (const url of pages) {
        const page = await render(url, viaFetch);
        expect({ url, drawn: page !== null, passes: page?.passes }).toEqual({ url, drawn: true, passes: 1 });
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws the page in the language asked for, without changing the language of another draw', async () => {
    categoryReplies();
    const [arabic, french] = await Promise.all([
      render('/categories/categorie-1', viaFetch, 'ar'),
      render('/categories/categorie-1?tri=prix', viaFetch, 'fr'),
    ]);
    expect(arabic?.language).toBe('ar');
    expect(arabic?.html).toContain('الرئيسية');
    expect(french?.language).toBe('fr');
    expect(french?.html).toContain('Accueil');
    expect(french?.html).not.toContain('الرئيسية');
    expect((await render('/categories/categorie-1', viaFetch, 'xx'))?.language).toBe('fr');
  });

  it('draws a product page with its title, description, Open Graph picture, canonical and JSON-LD', async () => {
    mockFetch({
      'GET /api/v1/articleShowBySlug/robe-ete': { body: { data: makeArticle() } },
    });
    const page = await render('https://souk.dz/produits/robe-ete?utm_source=x', viaFetch);
    expect(page?.page).toBe('product');
    // The product, its variants and reviews are in the drawn HTML, its breadcrumb through its category.
    expect(page?.html).toContain('Robe d’été en lin');
    expect(page?.html).toContain('Ajouter au panier');
    expect(page?.html).toContain('Très belle robe, taille bien.');
    expect(page?.html).toContain('href="/categories/categorie-1"');
    // React hoists the picture's preload.
    expect(page?.head).toContain('/media/articles/robe.webp');
    expect(page?.meta).toMatchObject({
      title: 'Robe d’été en lin | Souk',
      description: 'Une robe légère pour l’été.',
      type: 'product',
      // Canonical: the path, without the query.
      url: 'https://souk.dz/produits/robe-ete',
      image: 'https://souk.dz/media/articles/robe.webp',
      jsonLd: {
        '@type': 'Product',
        name: 'Robe d’été en lin',
        offers: {
          '@type': 'Offer',
          priceCurrency: 'DZD',
          price: 2500,
          availability: 'https://schema.org/InStock',
        },
        aggregateRating: { ratingValue: 4, reviewCount: 2 },
      },
    });
    const state = JSON.parse(page?.state ?? '{}') as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.some((query) => JSON.stringify(query.queryKey).includes('robe-ete'))).toBe(true);
  });

  it('gives the category page its own title and canonical address', async () => {
    categoryReplies();
    const page = await render('https://souk.dz/categories/categorie-1?promotion=20', viaFetch);
    expect(page?.meta).toMatchObject({
      title: 'Catégorie 1 | Souk',
      type: 'website',
      url: 'https://souk.dz/categories/categorie-1',
    });
    expect(page?.meta?.jsonLd).toBeUndefined();
  });

  it('answers null for an unknown product (the browser says so)', async () => {
    mockFetch({
      'GET /api/v1/articleShowBySlug/inconnu': { status: 404, body: { message: 'Article introuvable.' } },
    });
    expect(await render('/produits/inconnu', viaFetch)).toBeNull();
  });

  it('answers null for a page it does not draw, or when a request failed (the browser then draws it)', async () => {
    categoryReplies(500);
    expect(await render('/panier', viaFetch)).toBeNull();
    expect(await render('/admin/dashboard', viaFetch)).toBeNull();
    // A shared product link: its modal opens at once, so the app draws it.
    expect(await render('/categories/categorie-1?produit=7', viaFetch)).toBeNull();
    expect(await render('/categories/categorie-1', viaFetch)).toBeNull();
  });

  it('answers no request outside a render', async () => {
    categoryReplies();
    await render('/categories/categorie-1', viaFetch);
    const { api } = await import('@/lib/api-client');
    await expect(api(null).get('v1/categories')).rejects.toThrow();
  });

  it('ships the boot loader as a self-contained call', () => {
    expect(BOOT_LOADER_SOURCE).toMatch(/^\(function bootLoader\(/);
    // Called with the window, its own element and the drawn pages' paths (lib/first-view.ts).
    expect(
      BOOT_LOADER_SOURCE.endsWith(
        `)(window,document.currentScript,${JSON.stringify(DRAWN_PAGE_PATH.source)})`,
      ),
    ).toBe(true);
  });

  it("names the client's own pages to the API, and ships their loader as a self-contained call", () => {
    const clientPage = new RegExp(CLIENT_PAGE_PATH);
    for (const path of ['/panier', '/panier/', '/profile']) expect(clientPage.test(path)).toBe(true);
    for (const path of ['/', '/login', '/panierx', '/magasins/panier', '/profile/x']) {
      expect(clientPage.test(path)).toBe(false);
    }
    expect(CLIENT_PAGE_LOADER_SOURCE).toMatch(/^\(function clientPageLoader\(/);
    // Called with the client session's key and account field, the session check, login's path and
    // the language's storage key.
    expect(CLIENT_PAGE_LOADER_SOURCE).toContain(
      `)(window,document.currentScript,"souk.session.client","client",function isSessionValue(`,
    );
    expect(CLIENT_PAGE_LOADER_SOURCE.endsWith(',"/login","souk.lang")')).toBe(true);
  });
});
