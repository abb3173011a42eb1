import { ActionIcon, Indicator, Popover, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useCart } from '@/features/cart/api/get-cart';
import { CartDropdown } from '@/features/cart/components/cart-dropdown';
import { useSession } from '@/lib/sessions';

/** Spec §2 / §9 breakpoint: up to 1023 px wide, a click on the cart goes straight to Panier. */
export const CART_DIRECT_QUERY = '(max-width: 1023px)';

/**
 * The header cart: a badge with the number of basket lines. A visitor is sent to Login; a client
 * on a small screen goes to the basket; on a wider screen the click opens the basket preview (the
 * link still points at /panier, so opening it in a new tab works).
 */
export function CartButton() {
  const { t } = useTranslation();
  const session = useSession('client');
  const cart = useCart();
  const direct = useMediaQuery(CART_DIRECT_QUERY, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const { pathname } = useLocation();
  const count = session ? (cart.data?.stock_articles.length ?? 0) : 0;

  // Any navigation (a link in the preview, the browser's Back) closes the preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes on purpose.
  useEffect(() => setOpened(false), [pathname]);

  const button = (
    <ActionIcon
      component={Link}
      to={session ? pathFor('Panier') : pathFor('Login')}
      variant="light"
      size={44}
      radius="xl"
      aria-label={t('storefront.header.cart', { count })}
      onClick={
        session && !direct
          ? (event: MouseEvent) => {
              event.preventDefault();
              setOpened((o) => !o);
            }
          : undefined
      }
    >
      <IconShoppingCart size={22} />
    </ActionIcon>
  );

  if (!session || direct) {
    return (
      <Indicator label={count} showZero size={18} offset={6} color="orange" withBorder>
        {button}
      </Indicator>
    );
  }

  return (
    <Indicator label={count} showZero size={18} offset={6} color="orange" withBorder>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withArrow>
        <Popover.Target>{button}</Popover.Target>
        {/* Named by its own heading rather than by the cart button (Mantine's default). */}
        <Popover.Dropdown aria-labelledby={headingId}>
          <VisuallyHidden id={headingId}>{t('cart.preview')}</VisuallyHidden>
          <CartDropdown
            lines={cart.data?.stock_articles}
            loading={cart.isPending}
            onNavigate={() => setOpened(false)}
          />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
