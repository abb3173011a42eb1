import type { Query } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { catalogKeys } from '@/lib/query-keys';
import { envelope, makeArticle, SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';

/**
 * A link the app follows to a page the server draws: the route's loader asks for the page's replies
 * (`prefetchFirstView`) while the router is still fetching the page's code, with the options the page's
 * hooks read them with in the browser — so each is asked for once, and none the page does not read
 * (docs/decisions/0065-a-link-asks-for-its-page-beside-its-code.md).
 */

const PAGE = (path: string) => envelope([makeArticle()], null, path);
const HANDLERS = {
  'GET /api/v1/pubs': { body: { data: { banner1: [], banner2: [], pub_accueil: [], shop: [] } } },
  'GET /api/v1/newArticles': { body: { data: [makeArticle()] } },
  'GET /api/v1/articlesPromo': { body: { data: [] } },
  'GET /api/v1/articlesMieuxNotes': { body: { data: [] } },
  'GET /api/v1/articlesPlusCommandes': { body: { data: [] } },
  'GET /api/v1/pubsWithArticles': { body: { data: [] } },
  'GET /api/v1/sponsors': { body: { data: [] } },
  'GET /api/v1/livraisonConfig': { body: { data: { seuil_livraison_gratuite: null } } },
  'GET /api/v1/marchands': { body: envelope([SHOP], null, '/api/v1/marchands') },
  'GET /api/v1/marchandShow/oran-mode-et-style': { body: { data: SHOP } },
  'GET /api/v1/articlesMarchand/3': { body: PAGE('/api/v1/articlesMarchand/3') },
  'GET /api/v1/categorieShow/categorie-1': {
    body: {
      ...PAGE('/api/v1/categorieShow/categorie-1'),
      categorie: { id: 1, slug: 'categorie-1', designation: 'Catégorie 1', sous_categories: [] },
    },
  },
  'GET /api/v1/articleShowBySlug/robe-ete': { body: { data: makeArticle() } },
  'GET /api/v1/rechercheArticles': { body: PAGE('/api/v1/rechercheArticles') },
};

/** Each drawn page with a loader, and the replies its first view is drawn from (the categories' list, also
 * read by the category and product pages, is already there: the header asks for it). */
const PAGES: [string, string[]][] = [
  ['/', ['/api/v1/pubs', '/api/v1/newArticles', '/api/v1/sponsors', '/api/v1/livraisonConfig']],
  ['/magasins', ['/api/v1/marchands']],
  ['/magasins/oran-mode-et-style', ['/api/v1/marchandShow/oran-mode-et-style']],
  ['/categories/categorie-1', ['/api/v1/categorieShow/categorie-1']],
  ['/produits/robe-ete', ['/api/v1/articleShowBySlug/robe-ete']],
  ['/resultats?search=robe', ['/api/v1/rechercheArticles']],
];

afterEach(() => window.history.replaceState(null, '', '/'));

/**
 * The app at `path` as `main.tsx` makes it (not hydrating): its router, as `createAppRouter` makes it,
 * with the app's own query client — its defaults (a reply fresh for 30 s) included, unless `staleTime`.
 */
function openApp(path: string, staleTime?: number) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  if (staleTime !== undefined) queryClient.setDefaultOptions({ queries: { staleTime } });
  const router = createAppRouter({ queryClient });
  render(
    <Providers env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { queryClient, router };
}

describe("the app's links to drawn pages", () => {
  it.each(PAGES)(
    '%s: its replies are asked for beside its code, each once, all read',
    async (target, firstView) => {
      const api = mockFetch(HANDLERS);
      const { queryClient, router } = openApp('/login');
      await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe('idle'));
      // The header asks for the categories for its menu once the layout runs (usePrefetchCategories).
      await waitFor(() => expect(api.calls('GET /api/v1/categories')).toHaveLength(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      // What was asked for before the router had the page's code and drew it (its location then changes).
      const from = api.requests.length;
      const cached = new Set(queryClient.getQueryCache().getAll());
      let beforeDrawn: string[] | null = null;
      let askedByLoader: Query[] = [];
      const unsubscribe = router.subscribe((state) => {
        if (beforeDrawn !== null || state.location.pathname !== target.split('?')[0]) return;
        beforeDrawn = api.requests.slice(from).map((request) => request.path);
        askedByLoader = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => !cached.has(query));
      });
      await router.navigate(target);
      unsubscribe();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      for (const path of firstView) expect(beforeDrawn, path).toContain(path);
      // Every reply the loader asked for is read by the page once it is drawn (React draws the
      // navigation in a transition, after the router's state): none the page does not read…
      const unread = () =>
        askedByLoader
          .filter((query) => query.getObserversCount() === 0)
          .map((query) => JSON.stringify(query.queryKey));
      await waitFor(() => expect(unread()).toEqual([]));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // …and the page's hooks, reading them with the same keys, do not ask again.
      const asked = api.requests.slice(from).map((request) => request.path);
      expect(asked.filter((path, i) => asked.indexOf(path) !== i)).toEqual([]);
    },
  );

  it('a change of search parameters alone is left to the page (its loader is not run again)', async () => {
    const api = mockFetch(HANDLERS);
    // Every reply stale at once: a loader run again would ask for the home's newest products again.
    const { queryClient, router } = openApp('/login', 0);
    await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe('idle'));
    await router.navigate('/');
    await waitFor(() => expect(api.calls('GET /api/v1/newArticles')).toHaveLength(1));
    // The home drawn and reading the reply its loader asked for (React draws the navigation in a
    // transition, later than the reply). Its section, mounting on a reply already stale, asks again by
    // itself — before or after the changes of search parameters below, depending on the machine's load:
    // the count to hold is the one once it has mounted.
    const newArticles = () =>
      queryClient.getQueryCache().find({ queryKey: catalogKeys.homeList('new'), exact: true });
    await waitFor(() => expect(newArticles()?.getObserversCount()).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = api.calls('GET /api/v1/newArticles').length;
    await router.navigate('/?tri=recent');
    await router.navigate('/?tri=prix');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls('GET /api/v1/newArticles')).toHaveLength(asked);
    // Another address of the same route is a page of its own: its loader asks for it.
    const shop = api.calls('GET /api/v1/marchandShow/oran-mode-et-style').length;
    await router.navigate('/magasins/oran-mode-et-style');
    expect(api.calls('GET /api/v1/marchandShow/oran-mode-et-style')).toHaveLength(shop + 1);
  });

  it.each([
    ['/magasins/inconnu', '/api/v1/marchandShow/inconnu', 'Magasin introuvable'],
    ['/categories/inconnue', '/api/v1/categorieShow/inconnue', 'Catégorie introuvable'],
    [
      '/produits/inconnu',
      '/api/v1/articleShowBySlug/inconnu',
      'Ce produit n’existe pas ou n’est plus disponible.',
    ],
  ])('%s, an address that holds nothing: asked for once, the page says so', async (target, path, message) => {
    // Unmatched paths answer 404: the loader's request fails before the page is drawn.
    const api = mockFetch(HANDLERS);
    const { queryClient, router } = openApp('/login');
    await waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe('idle'));
    await router.navigate(target);
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls(`GET ${path}`)).toHaveLength(1);
  });

  it('a shop opened from the list of shops: its details from the list, its products asked for at once', async () => {
    const api = mockFetch(HANDLERS);
    const { queryClient, router } = openApp('/magasins');
    await waitFor(() => expect(api.calls('GET /api/v1/marchands')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    let beforeDrawn: string[] | null = null;
    const unsubscribe = router.subscribe((state) => {
      if (beforeDrawn === null && state.location.pathname === '/magasins/oran-mode-et-style')
        beforeDrawn = api.requests.map((request) => request.path);
    });
    await router.navigate('/magasins/oran-mode-et-style');
    unsubscribe();
    expect(beforeDrawn).toContain('/api/v1/articlesMarchand/3');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The list's reply is the shop's own: not asked for again while it is fresh.
    expect(api.calls('GET /api/v1/marchandShow/oran-mode-et-style')).toHaveLength(0);
    expect(api.calls('GET /api/v1/articlesMarchand/3')).toHaveLength(1);
  });
});
