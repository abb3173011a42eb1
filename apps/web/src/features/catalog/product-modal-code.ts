import { whenIdle } from '@/lib/when-idle';

/**
 * Who fetches the product modal's code: the storefront layout, which owns the lazy modal (its code
 * comes with styles of the app's, which a feature does not import), registers its loader here; a
 * product card starts it at the tap — before React draws the page again for the new address, which
 * on a phone takes a second before the lazy modal would ask for it.
 */
let loader: (() => void) | null = null;

export function setProductModalLoader(load: () => void): void {
  loader = load;
}

/** Starts fetching the modal's code (once; the loader keeps it). */
export function preloadProductModal(): void {
  loader?.();
}

/** How long a page with product cards may stay busy before the modal's code is fetched anyway (ms). */
const IDLE_PRELOAD_MS = 2000;
let idleScheduled = false;

/**
 * Fetches the modal's code in the browser's idle time, once, when a page first shows a product card
 * (a page without one — the product's own page, the login — does not fetch it): a tap on a card then
 * starts no download.
 */
export function preloadProductModalWhenIdle(): void {
  if (idleScheduled || !loader) return;
  idleScheduled = true;
  whenIdle(preloadProductModal, IDLE_PRELOAD_MS);
}
