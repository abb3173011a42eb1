import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { pathFor } from '@/app/route-names';
import { MainMenu } from '@/areas/storefront/layout/main-menu';
import { MiddleHeader } from '@/areas/storefront/layout/middle-header';
import { MobileBottomBar } from '@/areas/storefront/layout/mobile-bottom-bar';
import { SiteFooter } from '@/areas/storefront/layout/site-footer';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { TopHeader } from '@/areas/storefront/layout/top-header';
import { articleQueryOptions } from '@/features/catalog/api/get-article';
import { setProductModalLoader } from '@/features/catalog/product-modal-code';
import {
  ProductLinkBaseContext,
  useProductLinkBase,
  useProductModal,
} from '@/features/catalog/use-product-modal';
import { useHeadroom } from '@/lib/use-headroom';
import { useOnceTrue } from '@/lib/use-once-true';

// The product modal (detail, variants, reviews, review form) is not part of a first view: its code
// is fetched in idle time once a page shows a product card, or by the first card tapped
// (features/catalog/product-modal-code.ts), or when a product is opened; then the modal stays
// mounted (close transition kept).
let productModalCode: Promise<{ default: ComponentType }> | null = null;
/** The modal once its code has arrived: drawn at once, without a lazy component's extra round. */
let LoadedProductModal: ComponentType | null = null;
const loadProductModal = () => {
  // Its styles beyond the first view's come with its components (the modal, the variant chips, the
  // quantity box), not the whole Mantine sheet.
  productModalCode ??= import('@/features/catalog/components/product-modal').then((module) => {
    LoadedProductModal = module.ProductModal;
    return { default: module.ProductModal };
  });
  return productModalCode;
};
setProductModalLoader(() => {
  loadProductModal().catch(() => {
    // Offline or a build replaced meanwhile: the next product opened fetches it again.
    productModalCode = null;
  });
});
const ProductModal = lazy(loadProductModal);

/** The modal, its component chosen once (another later would remount it and lose what it holds). */
function ProductModalSlot() {
  const [Modal] = useState(() => LoadedProductModal ?? ProductModal);
  return <Modal />;
}

/**
 * The product modal's place in the layout, on its own: a card's tap draws it at once (the product
 * being opened, `useProductModal`), without drawing the layout and the page again, which the address
 * change does afterwards in a transition.
 */
function ProductModalHost() {
  const { openId } = useProductModal();
  const used = useOnceTrue(openId !== null);
  const queryClient = useQueryClient();
  // The product's reply is asked for as the modal opens, beside its code rather than after it.
  useEffect(() => {
    if (openId !== null) void queryClient.prefetchQuery(articleQueryOptions(openId));
  }, [openId, queryClient]);
  if (!used) return null;
  return (
    // An overlay: nothing to hold in the page while its chunk arrives.
    <Suspense fallback={null}>
      <ProductModalSlot />
    </Suspense>
  );
}

// The phone menu (its links, the categories) comes with the burger's first press.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import('@/areas/storefront/layout/mobile-menu-drawer')).MobileMenuDrawer,
}));

/** Layout of every public and client page: headers, menus, footer and the phone bottom bar. */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const menuUsed = useOnceTrue(menuOpened);
  // Scrolling down hides the sticky header and the bottom bar; scrolling up brings them back.
  const pinned = useHeadroom({ fixedAt: 160 });
  const productLinkBase = useProductLinkBase();

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('storefront.skipToContent')}
      </a>
      {/* Sticky with a negative offset: the top row scrolls away, logo, search and menu stay. */}
      <header className={classes.header} data-hidden={!pinned || undefined}>
        <TopHeader />
        <MiddleHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
        <MainMenu withMegaMenu={pathname === pathFor('Accueil')} />
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <main id="main-content" className={classes.main}>
        <ProductLinkBaseContext value={productLinkBase}>
          <Outlet />
        </ProductLinkBaseContext>
      </main>
      <SiteFooter />
      <MobileBottomBar hidden={!pinned} />
      {/* Any page's product card opens this modal through `?produit={id}` (shareable, Back closes it). */}
      <ProductModalHost />
    </div>
  );
}
