import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { defaultNS, i18n } from '@/lib/i18n';
import { backofficeAr } from '@/lib/locales/backoffice/ar/catalogue';
import { backofficeFr } from '@/lib/locales/backoffice/catalogue';
import { backofficeEn } from '@/lib/locales/backoffice/en/catalogue';
import { screensFr } from '@/lib/locales/screens/fr';
import { createQueryClient } from '@/lib/query-client';

// A component rendered alone has no route above it to load the strings of the screens past the first
// view (app/router.tsx, `lazyPage`), nor a back-office layout to load the admin and partner strings.
i18n.addResourceBundle('fr', defaultNS, screensFr, true, true);
for (const [language, catalogue] of [
  ['fr', backofficeFr],
  ['ar', backofficeAr],
  ['en', backofficeEn],
] as const) {
  i18n.addResourceBundle(language, defaultNS, catalogue, true, true);
}

/** Renders one component with every provider and a router (for components that link). */
export function renderUi(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const view = render(
    <Providers env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
