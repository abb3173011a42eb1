import { formatDzd } from '@souk/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalog/components/product-card';
import { makeArticle } from '@/test/catalog-fixtures';
import { renderUi } from '@/test/render-ui';

const card = () => screen.getByTestId('product-card');
const price = () => within(card()).getByTestId('article-price');

describe('product card', () => {
  it('shows one price when every variant costs the same', () => {
    const article = makeArticle({
      stock_articles: makeArticle().stock_articles.map((s) => ({ ...s, prix: 2500 })),
    });
    renderUi(<ProductCard article={article} />);
    expect(price().textContent).toBe(formatDzd(2500));
    expect(within(card()).queryByText(/^- \d+ %$/)).toBeNull();
  });

  it('shows the range from the lowest to the highest variant price', () => {
    renderUi(<ProductCard article={makeArticle()} />);
    expect(price().textContent).toBe(`${formatDzd(2500)}\u00a0– ${formatDzd(3200)}`);
  });

  it('strikes the lowest price through and shows its promotion price, with the ribbon', () => {
    const article = makeArticle({
      latestpromotions: {
        id: 1,
        designation: 'Soldes',
        pourcentage: 20,
        date_debut: '2026-11-01',
        date_fin: '2026-12-01',
      },
    });
    renderUi(<ProductCard article={article} />);
    expect(price().textContent).toBe(`${formatDzd(2000)}${formatDzd(2500)}`);
    expect(price().querySelector('s')?.textContent).toBe(formatDzd(2500));
    expect(within(card()).getByText('- 20 %')).toBeTruthy();
  });

  it('shows brand, designation, stars filled to moyenne × 100 / 5 and the like count', () => {
    renderUi(<ProductCard article={makeArticle({ moyenne: 3.5, nbr_like: 42 })} />);
    expect(within(card()).getByText('Zara')).toBeTruthy();
    expect(within(card()).getByText('Robe d’été en lin')).toBeTruthy();
    expect(within(card()).getByTestId('stars-fill').style.width).toBe('70%');
    expect(within(card()).getByRole('img', { name: 'Note : 3,5 sur 5' })).toBeTruthy();
    expect(within(card()).getByTestId('card-likes').textContent).toContain('42');
  });

  it('draws the stars as two elements (a CSS mask), not ten icons (home DOM size)', () => {
    renderUi(<ProductCard article={makeArticle({ moyenne: 4 })} />);
    const stars = within(card()).getByRole('img', { name: 'Note : 4 sur 5' });
    expect(stars.querySelectorAll('*')).toHaveLength(1);
    expect(stars.querySelector('svg')).toBeNull();
    expect(within(stars).getByTestId('stars-fill').style.width).toBe('80%');
  });

  it('links to the current page with ?produit={id}, keeping the other parameters', () => {
    renderUi(<ProductCard article={makeArticle()} />, '/categories/robes?promotion=20');
    expect(card().getAttribute('href')).toBe('/categories/robes?promotion=20&produit=7');
  });

  it('builds srcset from the 320 / 640 / full widths and keeps a fallback for missing images', () => {
    renderUi(
      <>
        <ProductCard article={makeArticle()} />
        <ProductCard article={makeArticle({ id: 8, url_image: null, designation: 'Sans image' })} />
      </>,
    );
    const [withImage, without] = screen.getAllByTestId('product-card');
    const img = within(withImage).getByRole('img', { name: 'Robe d’été en lin' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/articles/robe-320.webp 320w, /media/articles/robe-640.webp 640w, /media/articles/robe.webp 1280w',
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    const fallback = within(without).getByRole('img', { name: 'Sans image' });
    expect(fallback.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(fallback.getAttribute('srcset')).toBeNull();
  });
});
