import { Badge, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor, ROUTES } from '@/app/route-names';
import { PARTNER_NAV_ITEMS } from '@/areas/partner/layout/partner-nav-items';
import backoffice from '@/ui/backoffice.module.css';

export function PartnerSidebar({
  onNavigate,
  newOrders = 0,
}: {
  onNavigate?: () => void;
  /** Orders that arrived live since the orders list was last opened (badge on its entry). */
  newOrders?: number;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('partner.nav.label')} p="sm" className={backoffice.sidebarNav}>
      {PARTNER_NAV_ITEMS.map(({ route, label, icon: Icon }) => {
        const path = ROUTES[route];
        const active = pathname === path || pathname.startsWith(`${path}/`);
        const badge =
          route === 'commandes-partenaire' && newOrders > 0 ? (
            <Badge size="sm" color="orange" circle aria-label={t('boLive.badge', { count: newOrders })}>
              {newOrders}
            </Badge>
          ) : undefined;
        return (
          <NavLink
            key={route}
            component={Link}
            to={pathFor(route)}
            label={t(label)}
            leftSection={<Icon size={20} stroke={1.6} />}
            rightSection={badge}
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
