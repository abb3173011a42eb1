import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, makeArticle, SHOP } from '@/test/catalog-fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '/', 'http://x').searchParams);

describe('search results', () => {
  it('is titled with the searched text and lists the results', async () => {
    const api = mockFetch({
      'GET /api/v1/rechercheArticles': { body: envelope([makeArticle()], null, '/api/v1/rechercheArticles') },
    });
    renderApp('/resultats?search=robe%20lin');
    expect(await screen.findByRole('heading', { level: 1, name: 'robe lin' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Produits correspondant à « robe lin »' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('product-card')).toBeTruthy();
    expect(query(api.calls('GET /api/v1/rechercheArticles')[0])).toEqual({ search: 'robe lin' });
    await waitFor(() => expect(document.title).toBe('robe lin | Souk'));
  });

  it('says there are more when the API stopped counting (total_capped)', async () => {
    const capped = envelope(
      [makeArticle()],
      '/api/v1/rechercheArticles?search=tapis&page=2',
      '/api/v1/rechercheArticles',
    );
    mockFetch({
      'GET /api/v1/rechercheArticles': {
        body: { ...capped, meta: { ...capped.meta, total: 1000, total_capped: true } },
      },
    });
    renderApp('/resultats?search=tapis');
    expect(await screen.findByText('Plus de 1000 produits')).toBeTruthy();
  });

  it('counts exactly otherwise', async () => {
    mockFetch({
      'GET /api/v1/rechercheArticles': { body: envelope([makeArticle()], null, '/api/v1/rechercheArticles') },
    });
    renderApp('/resultats?search=tapis');
    expect(await screen.findByText('1 produit')).toBeTruthy();
  });

  it('does not call the API without a search text', async () => {
    const api = mockFetch();
    renderApp('/resultats');
    expect(await screen.findByText('Que cherchez-vous ?')).toBeTruthy();
    expect(api.calls('GET /api/v1/rechercheArticles')).toHaveLength(0);
  });
});

describe('shops', () => {
  it('lists store cards linking to each shop and pages through meta', async () => {
    const second = {
      ...SHOP,
      id: 4,
      slug: 'saveurs-de-bejaia',
      designation_magasin: 'Saveurs de Béjaïa',
      wilaya_magasin: '06 - Béjaïa',
    };
    const api = mockFetch({
      'GET /api/v1/marchands': (request) => {
        const page = request.url.includes('page=2') ? 2 : 1;
        const reply = envelope([page === 1 ? SHOP : second], page === 1 ? '/api/v1/marchands?page=2' : null);
        return { body: { ...reply, meta: { ...reply.meta, current_page: page, last_page: 2 } } };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/magasins');
    const card = await screen.findByTestId('shop-card');
    expect(card.getAttribute('href')).toBe('/magasins/oran-mode-et-style');
    expect(within(card).getByText('31 - Oran')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Magasins').getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Saveurs de Béjaïa')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?page=2');
    expect(query(api.calls('GET /api/v1/marchands').at(-1))).toEqual({ page: '2' });
  });

  it('shows the shop, its details and its products, filtered by category', async () => {
    const api = mockFetch({
      'GET /api/v1/marchandShow/oran-mode-et-style': { body: { data: SHOP } },
      'GET /api/v1/articlesMarchand/3': {
        body: envelope([makeArticle()], null, '/api/v1/articlesMarchand/3'),
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/magasins/oran-mode-et-style');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oran Mode & Style' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Magasins' }).getAttribute('href')).toBe('/magasins');
    expect(screen.getByRole('link', { name: SHOP.email ?? '' })).toBeTruthy();
    expect(screen.getByText('45 boulevard de la Soummam, Oran, 31 - Oran')).toBeTruthy();
    expect(await screen.findByTestId('product-card')).toBeTruthy();
    expect(query(api.calls('GET /api/v1/articlesMarchand/3')[0])).toEqual({});

    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Catégorie 2');
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/articlesMarchand/3').at(-1))).toEqual({ categorie: '2' }),
    );
    expect(app.router.state.location.search).toBe('?categorie=2');
  });

  it('draws only a placeholder until the shop is known, never a product grid the details would push down', async () => {
    let release = () => {};
    const shopKnown = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      'GET /api/v1/marchandShow/oran-mode-et-style': async () => {
        await shopKnown;
        return { body: { data: SHOP } };
      },
      'GET /api/v1/articlesMarchand/3': {
        body: envelope([makeArticle()], null, '/api/v1/articlesMarchand/3'),
      },
    });
    renderApp('/magasins/oran-mode-et-style');
    expect(await screen.findByTestId('shop-loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Produits du magasin' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Chargement...' })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oran Mode & Style' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Produits du magasin' })).toBeTruthy();
    expect(await screen.findByTestId('product-card')).toBeTruthy();
    expect(screen.queryByTestId('shop-loading')).toBeNull();
  });
});
