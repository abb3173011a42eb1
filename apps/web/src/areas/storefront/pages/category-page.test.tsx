import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, makeArticle } from '@/test/catalog-fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { matchOnly } from '@/test/media-query';
import { renderApp } from '@/test/render-app';

const categorie = {
  id: 1,
  slug: 'categorie-1',
  designation: 'Catégorie 1',
  url_image: null,
  sous_categories: [
    { id: 100, slug: 'sous-1', designation: 'Sous-catégorie 1', url_image: null, categorie_id: 1 },
    { id: 101, slug: 'sous-2', designation: 'Sous-catégorie 2', url_image: null, categorie_id: 1 },
  ],
};

function categoryReply(request: RecordedRequest, empty = false) {
  const page = envelope(empty ? [] : [makeArticle()], null, '/api/v1/categorieShow/categorie-1');
  return { body: { ...page, categorie }, request };
}

const query = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('category page', () => {
  it('sends only the filters that are set, and keeps them in the URL', async () => {
    const api = mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r) });
    const user = userEvent.setup();
    const app = renderApp('/categories/categorie-1?promotion=20&etoil=0&prixMin=&search=');
    await screen.findByTestId('product-grid');
    expect(screen.getByRole('heading', { level: 1, name: 'Catégorie 1' })).toBeTruthy();

    const first = api.calls('GET /api/v1/categorieShow/categorie-1')[0];
    expect(query(first)).toEqual({ promotion: '20' });

    await user.click(screen.getByRole('radio', { name: '3 étoiles et plus' }));
    await waitFor(() => expect(api.calls('GET /api/v1/categorieShow/categorie-1')).toHaveLength(2));
    expect(query(api.calls('GET /api/v1/categorieShow/categorie-1')[1])).toEqual({
      promotion: '20',
      etoil: '3',
    });
    expect(new URLSearchParams(app.router.state.location.search).get('etoil')).toBe('3');

    // Price is applied on Enter only.
    const min = screen.getByRole('textbox', { name: 'Min' });
    await user.type(min, '1500');
    expect(api.calls('GET /api/v1/categorieShow/categorie-1')).toHaveLength(2);
    await user.type(min, '{Enter}');
    await waitFor(() => expect(api.calls('GET /api/v1/categorieShow/categorie-1')).toHaveLength(3));
    expect(query(api.calls('GET /api/v1/categorieShow/categorie-1')[2])).toEqual({
      promotion: '20',
      etoil: '3',
      prixMin: '1500',
    });

    // Text search, then 'Tous' removes the promotion filter from the call and the URL.
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans les produits' });
    await user.type(search, 'robe{Enter}');
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/categorieShow/categorie-1').at(-1) as RecordedRequest).search).toBe(
        'robe',
      ),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Promotion' })).getByRole('radio', { name: 'Tous' }),
    );
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/categorieShow/categorie-1').at(-1) as RecordedRequest)).toEqual({
        etoil: '3',
        prixMin: '1500',
        search: 'robe',
      }),
    );
    const params = new URLSearchParams(app.router.state.location.search);
    expect(params.get('promotion')).toBeNull();
    expect(params.get('search')).toBe('robe');
  });

  it('reads the filters back from the URL on load (reload / shared link)', async () => {
    const api = mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r) });
    renderApp('/categories/categorie-1?prixMin=100&prixMax=5000&promotion=40&etoil=4&search=lin');
    await screen.findByTestId('product-grid');
    expect(query(api.calls('GET /api/v1/categorieShow/categorie-1')[0])).toEqual({
      prixMin: '100',
      prixMax: '5000',
      promotion: '40',
      etoil: '4',
      search: 'lin',
    });
    expect((screen.getByRole('radio', { name: '40 % et plus' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '4 étoiles et plus' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Max' }) as HTMLInputElement).value).toBe('5000');
  });

  it('shows the empty-state image when nothing matches', async () => {
    mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r, true) });
    renderApp('/categories/categorie-1?promotion=80');
    expect(await screen.findByText('Aucun produit trouvé')).toBeTruthy();
    const state = screen.getByText('Aucun produit trouvé').closest('[role="status"]');
    expect(state?.querySelector('img')?.getAttribute('src')).toMatch(/svg/);
    expect(screen.queryByTestId('product-grid')).toBeNull();
  });

  it('loads a sub-category from ?sous_categorie= through v1/articles/{id}', async () => {
    const api = mockFetch({
      // Two pages: the second is the last (no next link), as the server says.
      'GET /api/v1/articles/100': (request) => ({
        body: {
          ...envelope(
            [makeArticle()],
            request.url.includes('page=2') ? null : '/api/v1/articles/100?promotion=5&page=2',
            '/api/v1/articles/100',
          ),
          sous_categorie: categorie.sous_categories[0],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/categories/categorie-1?sous_categorie=100&promotion=5');
    await screen.findByTestId('product-grid');
    expect(screen.getByRole('heading', { level: 1, name: 'Sous-catégorie 1' })).toBeTruthy();
    expect(query(api.calls('GET /api/v1/articles/100')[0])).toEqual({ promotion: '5' });
    expect(api.calls('GET /api/v1/categorieShow/categorie-1')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sous-catégorie 1' }).getAttribute('aria-current')).toBe('page');

    // 'Voir Plus' follows links.next as given by the server.
    await user.click(screen.getByRole('button', { name: 'Voir Plus' }));
    await waitFor(() => expect(api.calls('GET /api/v1/articles/100')).toHaveLength(2));
    expect(api.calls('GET /api/v1/articles/100')[1].url).toBe('/api/v1/articles/100?promotion=5&page=2');
  });

  it('shows a not-found state for an unknown category', async () => {
    mockFetch({
      'GET /api/v1/categorieShow/inconnue': { status: 404, body: { message: 'Catégorie introuvable.' } },
    });
    renderApp('/categories/inconnue');
    expect(await screen.findByText('Catégorie introuvable')).toBeTruthy();
  });

  it('never sends a negative price typed in the URL', async () => {
    const api = mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r) });
    renderApp('/categories/categorie-1?prixMin=-5&promotion=33&etoil=9');
    await screen.findByTestId('product-grid');
    expect(query(api.calls('GET /api/v1/categorieShow/categorie-1')[0])).toEqual({});
  });

  it('puts the filters in a drawer up to 1023 px wide, its code fetched with its first opening', async () => {
    const api = mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r) });
    const restore = matchOnly('(max-width: 63.99em)');
    try {
      const user = userEvent.setup();
      const app = renderApp('/categories/categorie-1?etoil=4');
      await screen.findByTestId('product-grid');
      // No sidebar and no drawer drawn yet: one button, counting the active filter.
      expect(screen.queryByRole('radiogroup', { name: 'Promotion' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      const open = screen.getByRole('button', { name: /^Filtres/ });
      expect(open.getAttribute('aria-expanded')).toBe('false');

      await user.click(open);
      const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
      await user.click(
        within(within(drawer).getByRole('radiogroup', { name: 'Promotion' })).getByRole('radio', {
          name: '20 % et plus',
        }),
      );
      await waitFor(() =>
        expect(query(api.calls('GET /api/v1/categorieShow/categorie-1').at(-1) as RecordedRequest)).toEqual({
          etoil: '4',
          promotion: '20',
        }),
      );
      expect(new URLSearchParams(app.router.state.location.search).get('promotion')).toBe('20');
    } finally {
      restore();
    }
  });

  it('keeps only a price in the price boxes: digits and one decimal separator', async () => {
    const api = mockFetch({ 'GET /api/v1/categorieShow/categorie-1': (r) => categoryReply(r) });
    const user = userEvent.setup();
    renderApp('/categories/categorie-1');
    await screen.findByTestId('product-grid');
    const max = screen.getByRole('textbox', { name: 'Max' });
    await user.type(max, '-1 2,5x9');
    expect((max as HTMLInputElement).value).toBe('12.59');
    await user.type(max, '{Enter}');
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/categorieShow/categorie-1').at(-1) as RecordedRequest)).toEqual({
        prixMax: '12.59',
      }),
    );
  });
});
