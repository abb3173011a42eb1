import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLogo } from '@/ui/app-logo';
import classes from '@/ui/auth-page-shell.module.css';

/** Full-page backdrop of the admin and partner login / recovery screens (no area layout). */
export function AuthPageShell({ children }: { children: ReactNode }) {
  return (
    <Box component="main" className={classes.shell}>
      <Center pt={48}>
        <AppLogo size={42} />
      </Center>
      {children}
    </Box>
  );
}
