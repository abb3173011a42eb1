import { Badge, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor, ROUTES } from '@/app/route-names';
import { ADMIN_NAV_ITEMS } from '@/areas/admin/layout/admin-nav-items';
import { useUnreadContactsCount } from '@/features/contact/admin/api/count-unread-contacts';
import backoffice from '@/ui/backoffice.module.css';

interface AdminSidebarProps {
  /** Unread contact messages, shown as a badge on the contacts entry when above 0; read from
   * `countContactsNonLus` (and kept fresh by every read / delete) when not given. */
  unreadContacts?: number;
  /** Orders that arrived live since the orders list was last opened (badge on its entry). */
  newOrders?: number;
  onNavigate?: () => void;
}

export function AdminSidebar({ unreadContacts: given, newOrders = 0, onNavigate }: AdminSidebarProps) {
  const counted = useUnreadContactsCount(given === undefined);
  const unreadContacts = given ?? counted.data ?? 0;
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <ScrollArea component="nav" aria-label={t('admin.nav.label')} p="sm" className={backoffice.sidebarNav}>
      {ADMIN_NAV_ITEMS.map(({ route, label, icon: Icon }) => {
        const path = ROUTES[route];
        // Sub-screens (a client profile, an order…) keep their section highlighted.
        const active = pathname === path || pathname.startsWith(`${path}/`);
        const badge =
          route === 'contacts' && unreadContacts > 0 ? (
            <Badge
              size="sm"
              color="red"
              circle
              aria-label={t('admin.nav.unreadContacts', { count: unreadContacts })}
            >
              {unreadContacts}
            </Badge>
          ) : undefined;
        const ordersBadge =
          route === 'commandes' && newOrders > 0 ? (
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
            rightSection={badge ?? ordersBadge}
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
