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
