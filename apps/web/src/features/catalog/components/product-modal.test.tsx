import { formatDzd } from '@souk/domain/money';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Article } from '@/features/catalog/article-types';
import { openingProduct } from '@/features/catalog/use-product-modal';
import { cartKeys } from '@/lib/query-keys';
import { envelope, makeArticle, SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

function mockArticle(article: Article = makeArticle(), extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/marchands': { body: envelope([SHOP], null, '/api/v1/marchands') },
    [`GET /api/v1/articleShow/${article.id}`]: { body: { data: article } },
    ...extra,
  });
}

const dialog = () => screen.getByRole('dialog');
const price = () => within(dialog()).getByTestId('variant-price');
const stock = () => within(dialog()).getByTestId('stock');
const addButton = () => within(dialog()).getByRole('button', { name: 'Ajouter au panier' });
const quantity = () => within(dialog()).getByRole('textbox', { name: 'Quantité' }) as HTMLInputElement;

async function openModal(path = '/magasins?produit=7') {
  const app = renderApp(path);
  await screen.findByRole('dialog');
  await within(dialog()).findByRole('radiogroup', { name: 'Couleur' });
  return app;
}

describe('product modal', () => {
  it("opened from a card, is titled with the card's product at once and asks for the product once", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const article = makeArticle();
    const api = mockArticle(article, {
      'GET /api/v1/rechercheArticles': { body: envelope([article], null, '/api/v1/rechercheArticles') },
      [`GET /api/v1/articleShow/${article.id}`]: async () => {
        await answered;
        return { body: { data: article } };
      },
    });
    const user = userEvent.setup();
    renderApp('/resultats?search=robe');
    await user.click(await screen.findByTestId('product-card'));
    // The product's reply is still on its way: the title is the card's.
    expect(
      await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'Robe d’été en lin' }),
    ).toBeTruthy();
    expect(within(dialog()).queryByRole('radiogroup', { name: 'Couleur' })).toBeNull();
    await act(async () => release());
    expect(await within(dialog()).findByRole('radiogroup', { name: 'Couleur' })).toBeTruthy();
    expect(api.calls(`GET /api/v1/articleShow/${article.id}`)).toHaveLength(1);
  });

  it("is drawn by a card's tap before the address changes, and closes from there too", async () => {
    // The address change is a transition that draws the whole page again; the modal does not wait
    // for it (decision 0053). Here the tap's opening alone, with no navigation at all.
    const article = makeArticle();
    mockArticle(article, {
      'GET /api/v1/rechercheArticles': { body: envelope([article], null, '/api/v1/rechercheArticles') },
    });
    const user = userEvent.setup();
    const app = renderApp('/resultats?search=robe');
    await screen.findByTestId('product-card');
    act(() => openingProduct(article.id, 'Robe d’été en lin'));
    expect(within(dialog()).getByRole('heading', { name: 'Robe d’été en lin' })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?search=robe');
    expect(await within(dialog()).findByRole('radiogroup', { name: 'Couleur' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).toBe('?search=robe');
  });

  it("closes when Back is pressed before the tap's address was drawn, or the page changes meanwhile", async () => {
    const article = makeArticle();
    mockArticle(article, {
      'GET /api/v1/rechercheArticles': { body: envelope([article], null, '/api/v1/rechercheArticles') },
    });
    const app = renderApp('/resultats?search=robe');
    await screen.findByTestId('product-card');
    // Tapped, then Back before the address had the product: the page stays as it was, with no modal.
    act(() => openingProduct(article.id, 'Robe d’été en lin'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Tapped, then another page reached before the product's address: no modal over that page.
    act(() => openingProduct(article.id, 'Robe d’été en lin'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => app.router.navigate('/magasins'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/magasins');
  });

  it('opens from ?produit=, preselects the first sub-option of each option and shows that variant', async () => {
    mockArticle();
    await openModal();
    expect(within(dialog()).getByText('Robe d’été en lin', { selector: 'h2' })).toBeTruthy();
    expect((within(dialog()).getByRole('radio', { name: 'Rouge' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog()).getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(price().textContent).toBe(formatDzd(2500));
    expect(stock().textContent).toBe('En stock : 5 articles');
    expect(quantity().value).toBe('1');
    // Brand, sub-category, seller, description and reviews.
    expect(within(dialog()).getByText('Zara')).toBeTruthy();
    expect(within(dialog()).getByText('Sous-catégorie 1')).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Oran Mode & Style' }).getAttribute('href')).toBe(
      '/magasins/oran-mode-et-style',
    );
    const reviews = within(dialog()).getAllByTestId('review');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0]).getByText('Achat vérifié')).toBeTruthy();
    expect(within(reviews[1]).queryByText('Achat vérifié')).toBeNull();
    expect(within(reviews[0]).getByText('Benali Amina')).toBeTruthy();
  });

  it('choosing a sub-option finds the variant, sets price and stock, and swaps an image sub-option in', async () => {
    mockArticle(
      makeArticle({
        latestpromotions: {
          id: 1,
          designation: 'Soldes',
          pourcentage: 10,
          date_debut: '2026-11-01',
          date_fin: '2026-12-01',
        },
      }),
    );
    const user = userEvent.setup();
    await openModal();
    expect(price().textContent).toBe(`${formatDzd(2250)}${formatDzd(2500)}`);

    await user.click(within(dialog()).getByRole('radio', { name: 'Bleu' }));
    expect(price().textContent).toBe(`${formatDzd(2700)}${formatDzd(3000)}`);
    expect(stock().textContent).toBe('En stock : 8 articles');
    expect(within(dialog()).getByTestId('product-main-image').getAttribute('src')).toBe(
      '/media/articles/robe-bleue.webp',
    );

    await user.click(within(dialog()).getByRole('radio', { name: 'M' }));
    expect(stock().textContent).toBe('Rupture de stock');
    expect(addButton().hasAttribute('disabled')).toBe(true);
    expect(quantity().value).toBe('0');
  });

  it('another product starts again from its first sub-options and a quantity of 1', async () => {
    mockArticle(makeArticle(), {
      'GET /api/v1/articleShow/8': { body: { data: makeArticle({ id: 8, designation: 'Robe longue' }) } },
    });
    const user = userEvent.setup();
    const app = await openModal();
    await user.click(within(dialog()).getByRole('radio', { name: 'Bleu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Augmenter la quantité' }));
    expect(quantity().value).toBe('2');

    await act(() => app.router.navigate('/magasins?produit=8'));
    expect(await within(dialog()).findByText('Robe longue', { selector: 'h2' })).toBeTruthy();
    await within(dialog()).findByRole('radiogroup', { name: 'Couleur' });
    expect((within(dialog()).getByRole('radio', { name: 'Rouge' }) as HTMLInputElement).checked).toBe(true);
    expect(quantity().value).toBe('1');
    expect(price().textContent).toBe(formatDzd(2500));
  });

  it('thumbnails swap the main image', async () => {
    mockArticle();
    const user = userEvent.setup();
    await openModal();
    const thumbs = within(dialog()).getAllByRole('button', { name: /^Image \d de Robe/ });
    expect(thumbs).toHaveLength(3);
    await user.click(thumbs[1]);
    expect(within(dialog()).getByTestId('product-main-image').getAttribute('src')).toBe(
      '/media/articles/robe-dos.webp',
    );
  });

  it('clamps the quantity between 1 and the stock of the variant', async () => {
    mockArticle();
    const user = userEvent.setup();
    await openModal();
    const plus = within(dialog()).getByRole('button', { name: 'Augmenter la quantité' });
    const minus = within(dialog()).getByRole('button', { name: 'Diminuer la quantité' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    for (let n = 0; n < 7; n++) if (!plus.hasAttribute('disabled')) await user.click(plus);
    expect(quantity().value).toBe('5');
    expect(plus.hasAttribute('disabled')).toBe(true);
    // Typing is bounded too: '9' is refused, '4' is kept.
    await user.clear(quantity());
    await user.type(quantity(), '94');
    expect(quantity().value).toBe('4');
    await user.click(minus);
    expect(quantity().value).toBe('3');
    await user.click(plus);
    // A variant with less stock clamps what was chosen (4 → Rouge / M: 3 left).
    expect(quantity().value).toBe('4');
    await user.click(within(dialog()).getByRole('radio', { name: 'M' }));
    expect(quantity().value).toBe('3');
  });

  it('disables add to cart when no variant matches the choice', async () => {
    const article = makeArticle();
    mockArticle({ ...article, stock_articles: article.stock_articles.slice(0, 2) });
    const user = userEvent.setup();
    await openModal();
    await user.click(within(dialog()).getByRole('radio', { name: 'Bleu' }));
    expect(stock().textContent).toBe('Cette combinaison n’est pas disponible.');
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });

  it('sends a visitor to /login instead of adding to the cart', async () => {
    const api = mockArticle();
    const user = userEvent.setup();
    const app = await openModal();
    await user.click(addButton());
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.calls('POST /api/v1/client/panierAdd')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds the chosen variant and quantity to a client cart, toasts and refreshes the cart queries', async () => {
    loginClient();
    const api = mockArticle(makeArticle(), {
      'POST /api/v1/client/panierAdd': { status: 201, body: { message: 'Article ajouté au panier' } },
      'GET /api/v1/client/panierShow': { body: { data: { stock_articles: [] } } },
    });
    const user = userEvent.setup();
    const app = await openModal();
    await waitFor(() => expect(app.queryClient.getQueryState(cartKeys.show())?.status).toBe('success'));
    const cartFetches = api.calls('GET /api/v1/client/panierShow').length;
    await user.click(within(dialog()).getByRole('radio', { name: 'Bleu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(addButton());

    expect(await screen.findByText('Article ajouté au panier')).toBeTruthy();
    const [call] = api.calls('POST /api/v1/client/panierAdd');
    expect(call.body).toEqual({ stock_article_id: 3, quantite: 2 });
    expect(call.headers.Authorization).toBe('Bearer client-token');
    // The cart queries are invalidated, so the header badge asks for the basket again.
    await waitFor(() =>
      expect(api.calls('GET /api/v1/client/panierShow').length).toBeGreaterThan(cartFetches),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('on a failed add to cart toasts "Veuillez ressayer plus tard" and closes the modal', async () => {
    loginClient();
    mockArticle(makeArticle(), {
      'POST /api/v1/client/panierAdd': { status: 500, body: { message: 'Erreur serveur' } },
    });
    const user = userEvent.setup();
    const app = await openModal();
    await user.click(addButton());
    expect(await screen.findByText('Veuillez ressayer plus tard')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).toBe('');
    expect(app.pathname()).toBe('/magasins');
  });

  it('likes the product: the count goes up by one and the toast says success', async () => {
    const api = mockArticle(makeArticle(), {
      'GET /api/v1/like/7': { body: { message: 'success', data: { id: 7, nbr_like: 13 } } },
    });
    const user = userEvent.setup();
    await openModal();
    expect(within(dialog()).getByTestId('like-count').textContent).toBe('12');
    await user.click(within(dialog()).getByRole('button', { name: /J’aime ce produit/ }));
    expect(await screen.findByText('success')).toBeTruthy();
    expect(within(dialog()).getByTestId('like-count').textContent).toBe('13');
    expect(api.calls('GET /api/v1/like/7')).toHaveLength(1);
  });

  it('a card opens the modal in the URL and Back closes it', async () => {
    mockFetch({
      'GET /api/v1/rechercheArticles': { body: envelope([makeArticle()], null, '/api/v1/rechercheArticles') },
      'GET /api/v1/articleShow/7': { body: { data: makeArticle() } },
    });
    const user = userEvent.setup();
    const app = renderApp('/resultats?search=robe');
    await user.click(await screen.findByTestId('product-card'));
    await screen.findByRole('dialog');
    expect(app.router.state.location.search).toBe('?search=robe&produit=7');

    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).toBe('?search=robe');
  });

  it('links to the product’s own page, which shows the same product', async () => {
    mockArticle(makeArticle(), {
      'GET /api/v1/articleShowBySlug/robe-ete': { body: { data: makeArticle() } },
    });
    const user = userEvent.setup();
    const app = await openModal('/magasins?produit=7');
    const link = within(dialog()).getByRole('link', { name: 'Voir la page du produit' });
    expect(link.getAttribute('href')).toBe('/produits/robe-ete');
    await user.click(link);
    await waitFor(() => expect(app.pathname()).toBe('/produits/robe-ete'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Robe d’été en lin' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the close button of a shared link drops ?produit= and stays on the page', async () => {
    mockArticle();
    const user = userEvent.setup();
    const app = await openModal('/magasins?produit=7');
    await user.click(within(dialog()).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.pathname()).toBe('/magasins');
    expect(app.router.state.location.search).toBe('');
  });
});
