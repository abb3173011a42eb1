import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// Explicit root so the globs work both from the root workspace and with `-c apps/web/vitest.config.ts`.
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that need a module registry of their own: they replace modules (`vi.mock`, which only
 * takes effect before the module is first imported) or inspect what the whole app loaded into a
 * global (i18next's catalogues). Every other file shares its worker's modules (`isolate: false`,
 * decision 0029): jsdom, Mantine and the app are loaded once per worker instead of once per file.
 */
export const ISOLATED = [
  // Looks at the dialogs' first request (ui/modals-host.tsx keeps it in its module): in a shared
  // registry an earlier file has already made it, or left a request waiting.
  'src/app/modals-host.test.tsx',
  'src/areas/account/pages/profile-page.test.tsx',
  'src/areas/admin/pages/order-detail-page.test.tsx',
  'src/areas/storefront/pages/cart-delivery.test.tsx',
  'src/areas/storefront/pages/cart-page.test.tsx',
  'src/areas/storefront/pages/contact-page.test.tsx',
  // Counts a card's drawings through a replaced module.
  'src/features/catalog/components/product-card-redraw.test.tsx',
  'src/features/orders/api/order-mutations.test.tsx',
  'src/features/payments/components/card-payment-modal.test.tsx',
  'src/lib/i18n.test.tsx',
  // Draws pages as the server does: sets the API client's transport for the whole module.
  'src/ssr/entry-server.test.tsx',
  'src/ssr/hydrate.test.tsx',
];

export function webProject(isolated: boolean) {
  return defineProject({
    root,
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      include: isolated ? ISOLATED : ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      exclude: isolated ? [] : ISOLATED,
      isolate: isolated,
      setupFiles: isolated
        ? ['./src/test/setup.ts']
        : ['./src/test/setup.ts', './src/test/shared-worker-setup.ts'],
      css: false,
      // Generous: route chunks are transformed on first use and CI machines can be busy.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}

export default webProject(false);
