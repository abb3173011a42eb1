import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@/app/theme';
import { directionFor, isDark, useAppearance } from '@/lib/appearance';
import { currentLanguage, isLanguageReady, subscribeLanguageReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useOnceTrue } from '@/lib/use-once-true';
import { ModalsHost } from '@/ui/modals-host';

// The toast container (and its transitions) is fetched with the first toast, not with every page: the
// store it reads is in the bundle, so a toast shown before the chunk arrives waits in it
// (docs/benchmarks.md: storefront bundle).
const Notifications = lazy(() =>
  import('@/app/notifications-container').then((module) => ({ default: module.Notifications })),
);

function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  if (!useOnceTrue(notifications.length + queue.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={2500} />
    </Suspense>
  );
}

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' disables Mantine transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const mode = useAppearance();
  // Re-renders on every language change (i18next event), so the direction below follows it.
  useTranslation();
  const language = currentLanguage();
  const dir = directionFor(language, mode);
  // A returning Arabic or English visitor: nothing is drawn until that catalogue is in (no French flash).
  const ready = useSyncExternalStore(subscribeLanguageReady, isLanguageReady, isLanguageReady);

  // DirectionProvider follows the <html dir> attribute, so setting it is enough to flip Mantine.
  useEffect(() => {
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', language);
  }, [dir, language]);

  if (!ready) return null;

  return (
    <QueryClientProvider client={client}>
      <DirectionProvider initialDirection={dir}>
        {/* The theme's CSS variables and global classes are a style sheet of the build, drawn from the
            same theme (vite-theme-css.ts), not a <style> in every page (docs/decisions/
            0043-drawn-pages-hydrate-on-their-own.md, addendum). */}
        <MantineProvider
          theme={theme}
          forceColorScheme={isDark(mode) ? 'dark' : 'light'}
          env={env}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <NotificationsHost />
          <ModalsHost />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
