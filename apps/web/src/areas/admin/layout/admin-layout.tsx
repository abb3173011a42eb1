import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AdminSidebar } from '@/areas/admin/layout/admin-sidebar';
import { AdminTopBar } from '@/areas/admin/layout/admin-top-bar';
import backoffice from '@/ui/backoffice.module.css';
import { BackofficeFooter } from '@/ui/backoffice-footer';

export function AdminLayout() {
  const [navOpened, nav] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <AdminTopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <AdminSidebar onNavigate={nav.close} />
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
