import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathFor } from '@/app/route-names';
import { CategoriesDropdown } from '@/areas/storefront/layout/categories-dropdown';
import { CategoryMegaMenu } from '@/areas/storefront/layout/category-mega-menu';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { useClientLogoutAction } from '@/areas/storefront/layout/use-client-logout-action';
import { useSession } from '@/lib/sessions';

interface MainMenuProps {
  /**
   * The category mega-menu is shown on the home page only (docs/product/storefront-and-client.md,
   * Layout).
   */
  withMegaMenu: boolean;
}

function MenuLink({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <UnstyledButton component={NavLink} to={to} end={end} className={classes.menuLink}>
      {label}
    </UnstyledButton>
  );
}

/** Desktop main menu (from 1024px; below, the same entries live in the mobile drawer). */
export function MainMenu({ withMegaMenu }: MainMenuProps) {
  const { t } = useTranslation();
  const session = useSession('client');
  const { logout } = useClientLogoutAction();

  return (
    <Box
      component="nav"
      aria-label={t('storefront.menu.label')}
      className={classes.mainMenu}
      visibleFrom="md"
    >
      <Container size="xl">
        <Group h={52} gap={4} wrap="nowrap">
          {withMegaMenu && (
            <Box mr="md">
              <CategoryMegaMenu />
            </Box>
          )}
          <MenuLink to={pathFor('Accueil')} label={t('storefront.menu.home')} end />
          <MenuLink to={pathFor('Magasins')} label={t('storefront.menu.shops')} />
          <CategoriesDropdown />
          <MenuLink to={pathFor('Apropos')} label={t('storefront.menu.about')} />
          <MenuLink to={pathFor('Contact')} label={t('storefront.menu.contact')} />
          <MenuLink to={pathFor('demandePartenaire')} label={t('storefront.menu.becomePartner')} />
          <Group gap={4} ml="auto" wrap="nowrap">
            {session ? (
              <>
                <MenuLink to={pathFor('Profile')} label={t('storefront.menu.profile')} />
                <UnstyledButton className={classes.menuLink} onClick={logout}>
                  {t('common.logOut')}
                </UnstyledButton>
              </>
            ) : (
              <MenuLink to={pathFor('Login')} label={t('common.logIn')} />
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
