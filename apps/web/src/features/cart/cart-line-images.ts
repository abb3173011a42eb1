import { preload } from 'react-dom';
import type { Cart } from '@/features/cart/cart-types';
import { mediaSrcSet } from '@/lib/media-srcset';

/** `sizes` of a basket line's picture (`CartLineRow`), which `preloadFirstScreenImages` preloads. */
export const CART_LINE_IMAGE_SIZES = '72px';

/**
 * The basket lines a phone's first screen shows (below the page's title and the "select all" line, a
 * line about 100 px high on a 412 × 823 screen): their pictures are on it, asked for at once rather
 * than once the page is laid out.
 */
export const FIRST_SCREEN_LINES = 4;

/**
 * How a basket line's picture is loaded by its place (0 first): a first-screen line's is not lazy, the
 * first one's comes first — for the line's image and for its preload alike.
 */
export function lineImageLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (index >= FIRST_SCREEN_LINES) return { loading: 'lazy' };
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

/**
 * Asks for the pictures of the basket's first-screen lines as soon as its reply is there — while the
 * page's code is still coming (the basket route's loader, app/router.tsx) — so that they show with the
 * lines instead of after them: the first one is the page's largest paint on a phone. The same candidate
 * as the line's `srcset` and `sizes` choose, so the line's image finds it in the browser's cache.
 */
export function preloadFirstScreenImages(cart: Cart): void {
  for (const [index, line] of cart.stock_articles.slice(0, FIRST_SCREEN_LINES).entries()) {
    const url = line.article.url_image;
    if (!url) continue;
    const imageSrcSet = mediaSrcSet(url);
    preload(url, {
      as: 'image',
      ...(imageSrcSet ? { imageSrcSet, imageSizes: CART_LINE_IMAGE_SIZES } : {}),
      fetchPriority: lineImageLoading(index).fetchPriority ?? 'auto',
    });
  }
}
