import { ActionIcon, Indicator } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useCart } from '@/features/cart/api/get-cart';
import { useSession } from '@/lib/sessions';
import { DeferredMenu, type MenuLoader } from '@/ui/deferred-menu';

/**
 * Up to 1023 px wide (docs/product/storefront-and-client.md, Layout), a click on the cart goes straight
 * to Panier.
 */
export const CART_DIRECT_QUERY = '(max-width: 1023px)';

const loadPart: MenuLoader<object> = async () =>
  (await import('@/areas/storefront/layout/cart-popover-part')).CartPopoverPart;

/**
 * The header cart: a badge with the number of basket lines. A visitor is sent to Login; a client
 * on a small screen goes to the basket; on a wider screen the click opens the basket preview (the
 * link still points at /panier, so opening it in a new tab works), whose code comes on the first
 * hover, touch, focus or click.
 */
export function CartButton() {
  const { t } = useTranslation();
  const session = useSession('client');
  const cart = useCart();
  const direct = useMediaQuery(CART_DIRECT_QUERY, false, { getInitialValueInEffect: false });
  const count = session ? (cart.data?.stock_articles.length ?? 0) : 0;
  const preview = session && !direct;

  const button = (
    <ActionIcon
      component={Link}
      to={session ? pathFor('Panier') : pathFor('Login')}
      variant="light"
      size={44}
      radius="xl"
      aria-label={t('storefront.header.cart', { count })}
      // Until the preview's code has come, a click waits for it rather than following the link.
      onClick={preview ? (event: MouseEvent) => event.preventDefault() : undefined}
    >
      <IconShoppingCart size={22} />
    </ActionIcon>
  );

  return (
    <Indicator label={count} showZero size={18} offset={6} color="orange" withBorder>
      {preview ? <DeferredMenu load={loadPart} props={{}} trigger={button} /> : button}
    </Indicator>
  );
}
