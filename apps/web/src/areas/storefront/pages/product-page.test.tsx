import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathFor } from '@/app/route-names';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { makeArticle } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient } from '@/test/sessions-fixtures';

const PATH = pathFor('produitDetail', { slug: 'robe-ete' });

function mockProduct(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/articleShowBySlug/robe-ete': { body: { data: makeArticle() } },
    ...extra,
  });
}

describe('product page', () => {
  it('shows the product as a page: breadcrumb Accueil > category > product, the modal’s body, its title', async () => {
    mockProduct();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robe d’été en lin' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: "Fil d'Ariane" }));
    await waitFor(() =>
      expect(crumbs.getByRole('link', { name: 'Catégorie 1' }).getAttribute('href')).toBe(
        '/categories/categorie-1',
      ),
    );
    expect(crumbs.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    // The same body as the modal: variants, price, stock, seller, description, reviews — and no dialog.
    expect((screen.getByRole('radio', { name: 'Rouge' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('variant-price').textContent).toBe(formatDzd(2500));
    expect(screen.getByTestId('stock').textContent).toBe('En stock : 5 articles');
    expect(screen.getByRole('link', { name: 'Oran Mode & Style' }).getAttribute('href')).toBe(
      '/magasins/oran-mode-et-style',
    );
    expect(screen.getByText('Une robe légère pour l’été.')).toBeTruthy();
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Robe d’été en lin | Souk'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Une robe légère pour l’été.',
    );
  });

  it('adds the chosen variant to a client cart', async () => {
    loginClient();
    const api = mockProduct({
      'POST /api/v1/client/panierAdd': { status: 201, body: { message: 'Article ajouté au panier' } },
      'GET /api/v1/client/panierShow': { body: { data: { stock_articles: [] } } },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: 'Bleu' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Article ajouté au panier')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/panierAdd')[0].body).toEqual({ stock_article_id: 3, quantite: 1 });
  });

  it('an unknown or hidden product says so', async () => {
    mockFetch({
      'GET /api/v1/articleShowBySlug/retire': { status: 404, body: { message: 'Article introuvable.' } },
    });
    renderApp(pathFor('produitDetail', { slug: 'retire' }));
    expect(await screen.findByText('Ce produit n’existe pas ou n’est plus disponible.')).toBeTruthy();
  });
});

describe('productJsonLd', () => {
  it('is a schema.org Product with its Offer in DZD, availability and rating, absolute URLs', () => {
    const data = productJsonLd(
      makeArticle({
        latestpromotions: {
          id: 1,
          designation: 'Soldes',
          pourcentage: 10,
          date_debut: '2026-11-01',
          date_fin: '2026-12-01',
        },
      }),
      'https://souk.dz',
      'Souk',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Robe d’été en lin',
      sku: '7',
      url: 'https://souk.dz/produits/robe-ete',
      brand: { '@type': 'Brand', name: 'Zara' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'DZD',
        price: 2250,
        priceValidUntil: '2026-12-01',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Oran Mode & Style' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2, bestRating: 5 },
    });
    expect((data.image as string[])[0]).toBe('https://souk.dz/media/articles/robe.webp');
  });

  it('is out of stock when no variant is, with no rating without reviews', () => {
    const article = makeArticle({ nbr_avis: 0, moyenne: 0, notes: [], marchand: null });
    article.stock_articles = article.stock_articles.map((s) => ({ ...s, quantite: 0 }));
    const data = productJsonLd(article, 'https://souk.dz', 'Souk');
    expect(data.offers).toMatchObject({
      price: 2500,
      availability: 'https://schema.org/OutOfStock',
      seller: { name: 'Souk' },
    });
    expect(data.aggregateRating).toBeUndefined();
  });
});
