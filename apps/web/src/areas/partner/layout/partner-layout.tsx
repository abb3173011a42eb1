import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { pathFor, ROUTES } from '@/app/route-names';
import { PartnerSidebar } from '@/areas/partner/layout/partner-sidebar';
import { PartnerTopBar } from '@/areas/partner/layout/partner-top-bar';
import { ThemeSettingsDrawer } from '@/areas/partner/layout/theme-settings-drawer';
import { useLiveOrders } from '@/features/orders/components/use-live-orders';
import { useLiveReturns } from '@/features/returns/backoffice/use-live-returns';
import { readPartnerTheme, setAppearance } from '@/lib/appearance';
import backoffice from '@/ui/backoffice.module.css';
import { BackofficeFooter } from '@/ui/backoffice-footer';

const PARTNER_LIVE_ORDERS = {
  ordersPath: ROUTES['commandes-partenaire'],
  detailPath: (reference: string) => pathFor('commandeDetail-partenaire', { reference }),
};
const returnPath = (retour: { id: number }) => pathFor('retourDetail-partenaire', { id: retour.id });

export function PartnerLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);
  // The store's new orders arrive live (commandesFlux): notification, lists reloaded, sidebar badge.
  // and the changes of its returns on the same feed, a new request with its notice.
  const onRetour = useLiveReturns('partner', returnPath);
  const live = useLiveOrders('partner', { ...PARTNER_LIVE_ORDERS, onRetour });

  // The partner's theme applies to the partner area only: restore the default when leaving it.
  useEffect(() => {
    setAppearance(readPartnerTheme());
    return () => setAppearance('light');
  }, []);

  return (
    <AppShell
      className={backoffice.shell}
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <PartnerTopBar navOpened={navOpened} onToggleNav={nav.toggle} onOpenSettings={settings.open} />
      </AppShell.Header>
      <AppShell.Navbar className={backoffice.navbar}>
        <PartnerSidebar onNavigate={nav.close} newOrders={live.unseen} />
      </AppShell.Navbar>
      <AppShell.Main className={backoffice.main}>
        <Box p={{ base: 'md', sm: 'lg' }} mih="calc(100vh - 120px)">
          <Outlet />
        </Box>
        <BackofficeFooter />
      </AppShell.Main>
      <ThemeSettingsDrawer opened={settingsOpened} onClose={settings.close} />
    </AppShell>
  );
}
