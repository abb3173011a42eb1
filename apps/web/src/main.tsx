import '@/app/mantine-first-view-styles';
import '@/app/global.css';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { fetchLinkedPagesAhead } from '@/app/linked-pages';
import { Providers } from '@/app/providers';
import { createAppRouter, drawnPageRoutes } from '@/app/router';
import { heldEventsGiven, holdHeldEvents, setHydrating } from '@/lib/hydrating';
import { languageReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { readServerState, replayHeldEvents, resolveLazyRoutes } from '@/ssr/hydrate';

// Marks read by the phone benchmark (bench/first-interaction.ts --timeline).
performance.mark('souk:app-start');
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A server-drawn page (ssr/boot-loader.ts) comes with the API replies it was drawn with.
const serverState = readServerState(document);
const boot = window.__soukBoot;
// Clicks held by the boot loader go back to their elements once the app has started (below).
if (boot) holdHeldEvents();
const hydrating = serverState !== null && boot?.hydrate === true;
const queryClient = createQueryClient();
if (serverState) hydrate(queryClient, serverState);

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * After the first commit: the clicks held by the boot loader go to the app, the page is shown, and the
 * code of the pages its links lead to is fetched ahead (app/linked-pages.ts).
 */
function Started({ router, children }: { router: AppRouter; children: ReactNode }) {
  useEffect(() => {
    performance.mark('souk:started');
    setHydrating(false);
    if (boot) void replayHeldEvents(boot.release()).finally(heldEventsGiven);
    document.documentElement.style.removeProperty('visibility');
    return fetchLinkedPagesAhead(router, {
      busy: () => queryClient.isFetching() + queryClient.isMutating() > 0,
    });
  }, [router]);
  return children;
}

function app(router: AppRouter) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Started router={router}>
          <RouterProvider router={router} />
        </Started>
      </Providers>
    </StrictMode>
  );
}

if (hydrating) {
  // The drawn page is what the app draws for this visitor: keep its elements (and the held clicks'
  // targets). Its route modules and its language's catalogue are loaded first, so the router starts
  // on the page as drawn, in the drawn language. Hydrated as a transition: React yields to the
  // browser every few milliseconds (a scroll or a tap meanwhile is not blocked behind it).
  void Promise.all([resolveLazyRoutes(drawnPageRoutes, window.location.pathname), languageReady]).then(() => {
    performance.mark('souk:hydrate');
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(root, app(createAppRouter({ hydrated: true, queryClient })), {
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  });
} else {
  createRoot(root).render(app(createAppRouter({ queryClient })));
}
