import { Anchor, Burger, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { CartButton } from '@/areas/storefront/layout/cart-button';
import { SearchBox } from '@/areas/storefront/layout/search-box';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { AppLogo } from '@/ui/app-logo';

interface MiddleHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function MiddleHeader({ menuOpened, onToggleMenu }: MiddleHeaderProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      {/* One search box: CSS moves it to its own row on phones. */}
      <div className={classes.middleRow}>
        <Burger
          hiddenFrom="md"
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={t('storefront.menu.open')}
        />
        <Anchor
          component={Link}
          to={pathFor('Accueil')}
          aria-label={t('storefront.header.homeLink')}
          underline="never"
          className={classes.logoLink}
        >
          <AppLogo />
        </Anchor>
        <div className={classes.searchSlot}>
          <SearchBox />
        </div>
        <div className={classes.cartSlot}>
          <CartButton />
        </div>
      </div>
    </Container>
  );
}
