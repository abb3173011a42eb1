import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  articlePage,
  CATEGORY_CHOICES,
  makeManagedArticle,
  platformArticle,
} from '@/features/article-management/article-management.fixtures';
import { SHOP } from '@/test/catalog-fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const PROMO = {
  id: 4,
  designation: 'Soldes',
  pourcentage: 15,
  date_debut: '2026-11-01',
  date_fin: '2026-12-01',
};
const query = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('admin articles page', () => {
  it("shows 'Mes Articles' cards: brand, ribbon, state, sub-category, promotion price and the low-stock flag", async () => {
    const cheap = platformArticle({
      id: 8,
      slug: 'tajine',
      designation: 'Tajine en terre',
      latestpromotions: PROMO,
      stock_articles: [{ id: 1, prix: 2000, quantite: 3, sous_options: [] }],
      stock_total: 3,
    });
    const api = mockFetch({ 'GET /api/v1/user/articles': { body: articlePage([cheap]) } });
    loginAdmin();
    renderApp('/admin/articles');
    const card = await screen.findByTestId('managed-article-card');
    expect(screen.getByRole('tab', { name: 'Mes Articles', selected: true })).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/admin/articles/tajine');
    expect(within(card).getByText('Zara')).toBeTruthy();
    expect(within(card).getByAltText('Logo de la marque Zara')).toBeTruthy();
    expect(within(card).getByTestId('promotion-ribbon').textContent).toBe('- 15 %');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Active');
    expect(within(card).getByTestId('stock-level').textContent).toBe('Stock faible');
    expect(within(card).getByText('Sous-catégorie 1')).toBeTruthy();
    // 2 000 DZD less 15 %, the old price struck through.
    expect(within(card).getByTestId('article-price').textContent).toContain('1\u00a0700');
    expect(within(card).getByLabelText(/Prix sans promotion/).tagName).toBe('S');
    expect(screen.getByRole('link', { name: 'Nouveau' }).getAttribute('href')).toBe(
      '/admin/articles/nouveau',
    );
    expect(api.calls('GET /api/v1/user/articles')[0].headers.Authorization).toBe('Bearer admin-token');
  });

  it('sends categorie, prixMin, prixMax, promotion and etoil from the filter panel', async () => {
    const api = mockFetch({ 'GET /api/v1/user/articles': { body: articlePage([platformArticle()]) } });
    const user = userEvent.setup();
    loginAdmin();
    renderApp('/admin/articles');
    await screen.findByTestId('managed-article-card');
    const last = () => query(api.calls('GET /api/v1/user/articles').at(-1) as RecordedRequest);

    await user.click(screen.getByRole('radio', { name: '4 étoiles et plus' }));
    await waitFor(() => expect(last()).toMatchObject({ etoil: '4', page: '1' }));
    await user.click(screen.getByRole('radio', { name: '20 % et plus' }));
    await waitFor(() => expect(last()).toMatchObject({ etoil: '4', promotion: '20' }));
    await user.type(screen.getByRole('textbox', { name: 'Min' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Max' }), '5000{Enter}');
    await waitFor(() => expect(last()).toMatchObject({ prixMin: '1000', prixMax: '5000' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Catégorie' }), 'Catégorie 2');
    await waitFor(() =>
      expect(last()).toEqual({
        etoil: '4',
        promotion: '20',
        prixMin: '1000',
        prixMax: '5000',
        categorie: '2',
        page: '1',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les produits' }), 'robe{Enter}');
    await waitFor(() => expect(last()).toMatchObject({ search: 'robe', etoil: '4' }));
  });

  it("lists the stores' articles in 'Articles Marchant', with their store", async () => {
    const api = mockFetch({
      'GET /api/v1/user/articles': { body: articlePage([]) },
      'GET /api/v1/user/articlesMarchands': {
        body: articlePage([makeManagedArticle({ valide: -1 })], '/api/v1/user/articlesMarchands'),
      },
    });
    const user = userEvent.setup();
    loginAdmin();
    const app = renderApp('/admin/articles');
    expect(await screen.findByText('Aucun article')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Articles Marchant' }));
    const card = await screen.findByTestId('managed-article-card');
    expect(within(card).getByText(`Magasin : ${SHOP.designation_magasin}`)).toBeTruthy();
    expect(within(card).getByTestId('status-badge').textContent).toBe('Nouveau');
    expect(api.calls('GET /api/v1/user/articlesMarchands')).toHaveLength(1);
    expect(app.router.state.location.search).toBe('?tab=marchands');
  });

  it('pages through the grid, and goes back to page 1 when a filter changes', async () => {
    const first = articlePage([platformArticle()]);
    const api = mockFetch({
      'GET /api/v1/user/articles': (request) => ({
        body: {
          ...first,
          meta: { ...first.meta, last_page: 2, total: 13, current_page: Number(query(request).page) },
        },
      }),
    });
    const user = userEvent.setup();
    loginAdmin();
    renderApp('/admin/articles');
    await screen.findByTestId('managed-article-card');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/user/articles').at(-1) as RecordedRequest).page).toBe('2'),
    );
  });
});

describe('partner articles page', () => {
  it("lists the partner's articles, searches on Enter and has 'Nouveau'", async () => {
    const api = mockFetch({
      'GET /api/v1/marchand/articles': {
        body: articlePage([makeManagedArticle()], '/api/v1/marchand/articles'),
      },
      'GET /api/v1/marchand/categories': { body: { data: CATEGORY_CHOICES } },
    });
    const user = userEvent.setup();
    loginPartner();
    renderApp('/partenaire/articles');
    const card = await screen.findByTestId('managed-article-card');
    expect(card.getAttribute('href')).toBe('/partenaire/articles/robe-ete');
    expect(screen.getByRole('link', { name: 'Nouveau' }).getAttribute('href')).toBe(
      '/partenaire/articles/nouveau',
    );
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans les produits' });
    await user.type(search, 'robe');
    expect(api.calls('GET /api/v1/marchand/articles')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(query(api.calls('GET /api/v1/marchand/articles').at(-1) as RecordedRequest).search).toBe('robe'),
    );
    expect(await screen.findByRole('option', { name: 'Maison' })).toBeTruthy();
  });
});

describe('admin store-products page (magasins-produits/{id})', () => {
  it("lists the store's real articles, read-only, under its name", async () => {
    const api = mockFetch({
      'GET /api/v1/user/articlesMarchands': {
        body: { ...articlePage([makeManagedArticle({ valide: 0 })]), marchand: SHOP },
      },
    });
    loginAdmin();
    renderApp('/admin/magasins-produits/3');
    expect(await screen.findByRole('heading', { name: 'Produits de Oran Mode & Style' })).toBeTruthy();
    const card = await screen.findByTestId('managed-article-card');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Bloqué');
    expect(card.getAttribute('href')).toBe('/admin/articles/robe-ete');
    expect(query(api.calls('GET /api/v1/user/articlesMarchands')[0])).toMatchObject({
      marchand_id: '3',
      page: '1',
    });
    expect(screen.queryByRole('link', { name: 'Nouveau' })).toBeNull();
  });

  it("counts the store's articles, and says 'plus de' when the API stopped counting", async () => {
    const page = { ...articlePage([makeManagedArticle()]), marchand: SHOP };
    mockFetch({ 'GET /api/v1/user/articlesMarchands': { body: page } });
    loginAdmin();
    const { unmount } = renderApp('/admin/magasins-produits/3');
    expect(await screen.findByText('Articles : 1')).toBeTruthy();
    unmount();

    const capped = { ...page, meta: { ...page.meta, total: 25_000, total_capped: true } };
    mockFetch({ 'GET /api/v1/user/articlesMarchands': { body: capped } });
    renderApp('/admin/magasins-produits/3');
    expect(await screen.findByText('Articles : plus de 25000')).toBeTruthy();
  });

  it("says 'Magasin introuvable.' for an unknown store", async () => {
    mockFetch({
      'GET /api/v1/user/articlesMarchands': { status: 404, body: { message: 'Magasin introuvable.' } },
    });
    loginAdmin();
    renderApp('/admin/magasins-produits/999');
    expect(await screen.findByText('Magasin introuvable.')).toBeTruthy();
  });
});
