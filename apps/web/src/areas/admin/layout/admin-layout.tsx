import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { pathFor, ROUTES } from '@/app/route-names';
import { AdminSidebar } from '@/areas/admin/layout/admin-sidebar';
import { AdminTopBar } from '@/areas/admin/layout/admin-top-bar';
import { useLiveOrders } from '@/features/orders/components/use-live-orders';
import { useLiveReturns } from '@/features/returns/backoffice/use-live-returns';
import backoffice from '@/ui/backoffice.module.css';
import { BackofficeFooter } from '@/ui/backoffice-footer';

const ADMIN_LIVE_ORDERS = {
  ordersPath: ROUTES.commandes,
  detailPath: (reference: string) => pathFor('commandeDetail', { reference }),
};
const returnsPath = () => ROUTES.retours;

export function AdminLayout() {
  const [navOpened, nav] = useDisclosure(false);
  // The marketplace's new orders arrive live (commandesFlux): notification, lists reloaded, sidebar badge.
  // and the changes of returns on the same feed (the administrator sells the platform's orders).
  const onRetour = useLiveReturns('admin', returnsPath);
  const live = useLiveOrders('admin', { ...ADMIN_LIVE_ORDERS, onRetour });
  return (
    <AppShell
      className={backoffice.shell}
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <AdminTopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar className={backoffice.navbar}>
        <AdminSidebar onNavigate={nav.close} newOrders={live.unseen} />
      </AppShell.Navbar>
      <AppShell.Main className={backoffice.main}>
        <Box p={{ base: 'md', sm: 'lg' }} mih="calc(100vh - 120px)">
          <Outlet />
        </Box>
        <BackofficeFooter />
      </AppShell.Main>
    </AppShell>
  );
}
