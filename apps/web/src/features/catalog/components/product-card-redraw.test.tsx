import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/features/catalog/components/product-card';
import {
  ProductLinkBaseContext,
  useProductLinkBase,
  useProductModal,
} from '@/features/catalog/use-product-modal';
import { makeArticle } from '@/test/catalog-fixtures';
import { renderUi } from '@/test/render-ui';

// Each drawing of a card draws its stars once: counted.
const drawn = vi.hoisted(() => ({ stars: 0 }));
vi.mock('@/features/catalog/components/rating-stars', () => ({
  RatingStars: () => {
    drawn.stars++;
    return null;
  },
}));

/** What the storefront layout does: the page the cards link from, and the open product. */
function Page() {
  const base = useProductLinkBase();
  const { openId } = useProductModal();
  const [articles] = useState(() => [makeArticle({ id: 1 }), makeArticle({ id: 2 })]);
  return (
    <ProductLinkBaseContext value={base}>
      <p data-testid="open">{openId ?? 'none'}</p>
      {articles.map((article) => (
        <ProductCard key={article.id} article={article} />
      ))}
    </ProductLinkBaseContext>
  );
}

describe('product cards when a product is opened', () => {
  it('are not drawn again: a tap on a phone does not wait for every card of the page', async () => {
    const { router } = renderUi(<Page />, '/categories/robes?page=2');
    expect(drawn.stars).toBe(2);
    const links = screen.getAllByTestId('product-card').map((card) => card.getAttribute('href'));
    expect(links).toEqual(['/categories/robes?page=2&produit=1', '/categories/robes?page=2&produit=2']);

    await act(() => router.navigate('/categories/robes?page=2&produit=1'));
    expect(screen.getByTestId('open').textContent).toBe('1');
    expect(drawn.stars).toBe(2);
    // Their links still lead from the page, with the product they show.
    expect(screen.getAllByTestId('product-card').map((card) => card.getAttribute('href'))).toEqual(links);

    // Another page of the list: drawn again, with the new links.
    await act(() => router.navigate('/categories/robes?page=3'));
    expect(drawn.stars).toBe(4);
    expect(screen.getAllByTestId('product-card')[0].getAttribute('href')).toBe(
      '/categories/robes?page=3&produit=1',
    );
  });
});
