import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor, ROUTES } from '@/app/route-names';
import { PARTNER_NAV_ITEMS } from '@/areas/partner/layout/partner-nav-items';

export function PartnerSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('partner.nav.label')} p="sm" h="100%">
      {PARTNER_NAV_ITEMS.map(({ route, label, icon: Icon }) => {
        const path = ROUTES[route];
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <NavLink
            key={route}
            component={Link}
            to={pathFor(route)}
            label={t(label)}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            mb={2}
          />
        );
      })}
    </ScrollArea>
  );
}
