/**
 * The API's image naming convention, with no dependency: used by `ui/media-image.tsx` and by the
 * first-view script (`first-view.ts`), which must preload the very `srcset` the page's image asks for.
 */

/**
 * Widths the API writes for every image: '/media/<key>-320.webp', '-640.webp'; the bare URL is 1280.
 * With media in a bucket that has a public URL, the same names follow that URL instead of '/media/'
 * ('https://media.souk.dz/2026/05/<uuid>.webp', docs/decisions/0047-media-storage.md).
 */
export const MEDIA_WIDTHS = [320, 640] as const;
export const MEDIA_FULL_WIDTH = 1280;

const MEDIA_URL = /^(\/media\/.+?|https?:\/\/[^?#]+\/\d{4}\/\d{2}\/[0-9a-f-]{36})\.webp$/;
const SIZED_URL = /-\d+\.webp$/;

/** `srcset` of an uploaded image, from the API's naming convention; undefined for other URLs. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  if (!url || SIZED_URL.test(url)) return undefined;
  const match = MEDIA_URL.exec(url);
  if (!match) return undefined;
  const base = match[1];
  return [...MEDIA_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`), `${url} ${MEDIA_FULL_WIDTH}w`].join(', ');
}

/** `sizes` of the home hero image: the first-view preload must ask for the candidate the page shows. */
export const HERO_IMAGE_SIZES = '(max-width: 1023px) 100vw, 75vw';

/** `sizes` of a product's main picture (product-gallery.tsx), which its page's first view preloads. */
export const PRODUCT_IMAGE_SIZES = '(max-width: 767px) 100vw, 480px';
