import { useDisclosure, useHeadroom } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { pathFor } from '@/app/route-names';
import { MainMenu } from '@/areas/storefront/layout/main-menu';
import { MiddleHeader } from '@/areas/storefront/layout/middle-header';
import { MobileBottomBar } from '@/areas/storefront/layout/mobile-bottom-bar';
import { MobileMenuDrawer } from '@/areas/storefront/layout/mobile-menu-drawer';
import { SiteFooter } from '@/areas/storefront/layout/site-footer';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { TopHeader } from '@/areas/storefront/layout/top-header';
import { ProductModal } from '@/features/catalog/components/product-modal';

/** Layout of every public and client page: headers, menus, footer and the phone bottom bar. */
export function StorefrontLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // Scrolling down hides the sticky header and the bottom bar; scrolling up brings them back.
  const { pinned } = useHeadroom({ fixedAt: 160 });

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
      <MobileMenuDrawer opened={menuOpened} onClose={menu.close} />
      <main id="main-content" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <MobileBottomBar hidden={!pinned} />
      {/* Any page's product card opens this modal through `?produit={id}` (shareable, Back closes it). */}
      <ProductModal />
    </div>
  );
}
