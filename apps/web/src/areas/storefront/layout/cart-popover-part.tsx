import '@mantine/core/styles/Popover.layer.css';
import { Popover, VisuallyHidden } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCart } from '@/features/cart/api/get-cart';
import { CartDropdown } from '@/features/cart/components/cart-dropdown';
import type { DeferredMenuParts } from '@/ui/deferred-menu';

/** The basket preview itself, loaded on the first sign of intent (`CartButton`). */
export function CartPopoverPart({ trigger, defaultOpened }: DeferredMenuParts) {
  const { t } = useTranslation();
  const cart = useCart();
  const [opened, setOpened] = useState(defaultOpened);
  const headingId = useId();
  const { pathname } = useLocation();
  // Any navigation (a link in the preview, the browser's Back) closes the preview.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpened(false);
  }

  const target = cloneElement(trigger as ReactElement<{ onClick?: (event: MouseEvent) => void }>, {
    onClick: (event: MouseEvent) => {
      // The link still points at /panier, so opening it in a new tab works.
      event.preventDefault();
      setOpened((o) => !o);
    },
  });

  return (
    // A dialog for the keyboard too (docs/decisions/0037-accessibility-checked-by-axe.md): the preview is
    // drawn at the end of the page, so Tab from the cart would never reach it; opened, it takes the
    // focus and keeps it until Escape (or a click outside) closes it, and the cart button has it back.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
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
  );
}
