import { NavLink as MantineNavLink, ScrollArea, Skeleton, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCategory,
  IconHandStop,
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconMail,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useClientLogoutAction } from '@/areas/storefront/layout/use-client-logout-action';
import { useCategories } from '@/features/categories/api/get-categories';
import { useSession } from '@/lib/sessions';
import { AppLogo } from '@/ui/app-logo';
import { DeferredDrawerPart } from '@/ui/deferred-drawer-part';
import { MediaImage } from '@/ui/media-image';

interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The main menu on screens up to 1023px. */
export function MobileMenuDrawer({ opened, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession('client');
  const categories = useCategories();
  const { logout } = useClientLogoutAction();

  const item = (to: string, label: string, icon: ReactNode) => (
    <MantineNavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={pathname === to}
      onClick={onClose}
    />
  );

  return (
    // This module is loaded with the burger's first press (storefront-layout.tsx): the drawer comes with it.
    <DeferredDrawerPart
      opened={opened}
      onClose={onClose}
      size={300}
      title={<AppLogo size={30} />}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <nav aria-label={t('storefront.menu.label')}>
        {item(pathFor('Accueil'), t('storefront.menu.home'), <IconHome size={18} />)}
        {item(pathFor('Magasins'), t('storefront.menu.shops'), <IconBuildingStore size={18} />)}
        <MantineNavLink label={t('storefront.menu.categories')} leftSection={<IconCategory size={18} />}>
          {categories.isPending && <Skeleton h={24} my={6} w="80%" />}
          {categories.isError && (
            <Text size="sm" c="dimmed" px="sm" py={6}>
              {t('storefront.menu.categoriesError')}
            </Text>
          )}
          {categories.data?.map((categorie) => (
            <MantineNavLink
              key={categorie.id}
              component={Link}
              to={pathFor('Categories', { slug: categorie.slug })}
              label={categorie.designation}
              leftSection={<MediaImage src={categorie.url_image} alt="" w={20} h={20} fit="contain" />}
              onClick={onClose}
            />
          ))}
        </MantineNavLink>
        {item(pathFor('Apropos'), t('storefront.menu.about'), <IconInfoCircle size={18} />)}
        {item(pathFor('Contact'), t('storefront.menu.contact'), <IconMail size={18} />)}
        {item(pathFor('demandePartenaire'), t('storefront.menu.becomePartner'), <IconHandStop size={18} />)}
        {session ? (
          <>
            {item(pathFor('Profile'), t('storefront.menu.profile'), <IconUser size={18} />)}
            <MantineNavLink
              component="button"
              label={t('common.logOut')}
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                logout();
              }}
            />
          </>
        ) : (
          item(pathFor('Login'), t('common.logIn'), <IconLogin size={18} />)
        )}
      </nav>
    </DeferredDrawerPart>
  );
}
