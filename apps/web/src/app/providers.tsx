import '@/lib/i18n';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { theme } from '@/app/theme';
import { isDark, isRtl, useAppearance } from '@/lib/appearance';
import { createQueryClient } from '@/lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' disables Mantine transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const mode = useAppearance();
  const dir = isRtl(mode) ? 'rtl' : 'ltr';

  // DirectionProvider follows the <html dir> attribute, so setting it is enough to flip Mantine.
  useEffect(() => {
    document.documentElement.setAttribute('dir', dir);
  }, [dir]);

  return (
    <QueryClientProvider client={client}>
      <DirectionProvider initialDirection={dir}>
        <MantineProvider theme={theme} forceColorScheme={isDark(mode) ? 'dark' : 'light'} env={env}>
          <ModalsProvider>
            <Notifications position="top-right" autoClose={2500} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
