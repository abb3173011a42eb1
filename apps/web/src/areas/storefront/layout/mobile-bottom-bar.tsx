import { UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconHome, IconLogin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathFor } from '@/app/route-names';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { useSession } from '@/lib/sessions';

/** Phone-only bottom bar; slides away while the user scrolls down. */
export function MobileBottomBar({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const session = useSession('client');
  const entries = [
    { to: pathFor('Accueil'), label: t('storefront.bottomBar.home'), icon: IconHome, end: true },
    { to: pathFor('Magasins'), label: t('storefront.bottomBar.shops'), icon: IconBuildingStore, end: false },
    session
      ? { to: pathFor('Profile'), label: t('storefront.bottomBar.profile'), icon: IconUser, end: false }
      : { to: pathFor('Login'), label: t('common.logIn'), icon: IconLogin, end: false },
  ];

  return (
    <nav
      aria-label={t('storefront.bottomBar.label')}
      className={classes.bottomBar}
      data-hidden={hidden || undefined}
    >
      {entries.map(({ to, label, icon: Icon, end }) => (
        <UnstyledButton key={to} component={NavLink} to={to} end={end} className={classes.bottomItem}>
          <Icon size={22} aria-hidden />
          <span>{label}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
