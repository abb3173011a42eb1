import { useCallback } from 'react';
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

export function useProductModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = productIdFrom(location.search);
  const state = location.state as ProductModalState | null;
  /** The opened product's name, known from the card it was opened from (none from a shared link). */
  const openedName = openId !== null && typeof state?.designation === 'string' ? state.designation : null;

  /** Link target of a product card: the current page with `?produit=id` added. */
  const linkTo = useCallback(
    (articleId: number): To => {
      const params = new URLSearchParams(location.search);
      params.set(PRODUCT_PARAM, String(articleId));
      return { pathname: location.pathname, search: `?${params.toString()}` };
    },
    [location.pathname, location.search],
  );

  const close = useCallback(() => {
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

  /** Router state of a product card's link: the modal was opened by this app, from this product. */
  const linkState = useCallback(
    (designation: string) => ({ productModal: true, designation }) satisfies ProductModalState,
    [],
  );

  return { openId, openedName, linkTo, close, linkState };
}
