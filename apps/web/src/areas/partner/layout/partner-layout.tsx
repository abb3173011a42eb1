import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PartnerSidebar } from '@/areas/partner/layout/partner-sidebar';
import { PartnerTopBar } from '@/areas/partner/layout/partner-top-bar';
import { ThemeSettingsDrawer } from '@/areas/partner/layout/theme-settings-drawer';
import { readPartnerTheme, setAppearance } from '@/lib/appearance';
import backoffice from '@/ui/backoffice.module.css';
import { BackofficeFooter } from '@/ui/backoffice-footer';

export function PartnerLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);

  // The partner's theme applies to the partner area only: restore the default when leaving it.
  useEffect(() => {
    setAppearance(readPartnerTheme());
    return () => setAppearance('light');
  }, []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <PartnerTopBar navOpened={navOpened} onToggleNav={nav.toggle} onOpenSettings={settings.open} />
      </AppShell.Header>
      <AppShell.Navbar>
        <PartnerSidebar onNavigate={nav.close} />
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
