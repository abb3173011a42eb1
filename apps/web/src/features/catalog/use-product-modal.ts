import { createContext, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/** The open product lives in the URL (`?produit={id}`) so it can be shared and Back closes it. */
export const PRODUCT_PARAM = 'produit';

interface ProductModalState {
  /** Set when this app pushed the entry: closing then goes back instead of adding one more. */
  productModal?: boolean;
  /** The product's name as its card showed it: the modal's title until the product's reply arrives. */
  designation?: string;
}

export function productIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get(PRODUCT_PARAM);
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** Where a product card links from: the page's address without `?produit`. */
export interface ProductLinkBase {
  pathname: string;
  /** The page's query string without the open product (`?…` or empty). */
  search: string;
}

/**
 * The page the product cards link from, provided by the storefront layout: it does not change when a
 * product is opened or closed, so that a tap on a card does not draw every card of the page again
 * (each one would otherwise read the address, which a tap changes).
 */
export const ProductLinkBaseContext = createContext<ProductLinkBase | null>(null);

/** The current page without its open product, kept the same object while only that changes. */
export function useProductLinkBase(): ProductLinkBase {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(PRODUCT_PARAM);
  const rest = params.toString();
  const base = rest ? `?${rest}` : '';
  return useMemo(() => ({ pathname, search: base }), [pathname, base]);
}

/** A product card's link: the page it is on, with `?produit=id`. */
export function productLinkTo(base: ProductLinkBase, articleId: number): To {
  const params = new URLSearchParams(base.search);
  params.set(PRODUCT_PARAM, String(articleId));
  return { pathname: base.pathname, search: `?${params.toString()}` };
}

/** Router state of a product card's link: the modal was opened by this app, from this product. */
export function productLinkState(designation: string) {
  return { productModal: true, designation } satisfies ProductModalState;
}

/**
 * The product a card's tap is opening, until the address says so. The address change is a
 * navigation, drawn as a transition that draws the whole page again (a few hundred milliseconds on a
 * phone); the modal, which reads this too, is drawn at once (decision 0053).
 */
let opening: { id: number; designation: string } | null = null;
const openingListeners = new Set<() => void>();

function setOpening(next: typeof opening): void {
  if (opening === next) return;
  opening = next;
  for (const listener of openingListeners) listener();
}

/** Called by a product card's tap, just before its link's navigation. */
export function openingProduct(id: number, designation: string): void {
  setOpening({ id, designation });
}

/**
 * A Back (or Forward) ends the tap's opening: pressed before the tap's navigation was drawn, it leaves
 * the address where it was, and the modal would stay open over a page without the product.
 */
const endOpening = () => setOpening(null);

function subscribeOpening(listener: () => void) {
  if (openingListeners.size === 0) window.addEventListener('popstate', endOpening);
  openingListeners.add(listener);
  return () => {
    openingListeners.delete(listener);
    if (openingListeners.size === 0) window.removeEventListener('popstate', endOpening);
  };
}

export function useProductModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const linked = productIdFrom(location.search);
  const tapped = useSyncExternalStore(
    subscribeOpening,
    () => opening,
    () => null,
  );
  // Once the address has the product, or has moved to another page than the one tapped on, it alone
  // says what is open.
  const tappedOn = useRef<string | null>(null);
  useEffect(() => {
    if (!tapped) {
      tappedOn.current = null;
    } else if (linked === tapped.id) {
      setOpening(null);
    } else if (tappedOn.current === null) {
      tappedOn.current = location.key;
    } else if (tappedOn.current !== location.key) {
      setOpening(null);
    }
  }, [linked, tapped, location.key]);
  const openId = linked ?? tapped?.id ?? null;
  const state = location.state as ProductModalState | null;
  /** The opened product's name, known from the card it was opened from (none from a shared link). */
  const openedName =
    linked !== null
      ? typeof state?.designation === 'string'
        ? state.designation
        : null
      : (tapped?.designation ?? null);

  const close = useCallback(() => {
    setOpening(null);
    if ((location.state as ProductModalState | null)?.productModal) {
      navigate(-1);
      return;
    }
    // Opened from a shared link: drop the parameter without leaving the page.
    const params = new URLSearchParams(location.search);
    params.delete(PRODUCT_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);

  return { openId, openedName, close };
}
