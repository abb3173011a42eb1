import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The engine an API project runs its suites on (test/database.ts). */
type Engine = 'pglite' | 'pglite-thread' | 'pg';

/**
 * Test files that need a module registry of their own: they replace a module (`vi.mock` takes effect
 * only before the module is first imported). Every other file shares its worker's modules
 * (`isolate: false`, decision 0029): PGlite's WebAssembly is compiled, and the migrated snapshot made,
 * once per worker instead of once per file; each file still starts from an empty migrated database
 * (on PGlite, in-process or in its thread, the previous file's, emptied, when its schema is untouched:
 * decision 0067).
 */
export const ISOLATED = ['src/db/pglite-thread-lost.test.ts'];

/**
 * Test files that never open the test database (test/database.ts): the engine a project sets cannot
 * change them, so they run once, in project `api`, not again in `api-thread` and `api-pg`.
 */
export const ENGINE_FREE = [
  'src/cli/media-copy.test.ts',
  'src/config.test.ts',
  'src/db/pglite-prepared.test.ts',
  'src/db/pglite-queue.test.ts',
  'src/db/pglite-thread.test.ts',
  'src/lib/*.test.ts',
  'src/modules/article-management/article-form.plan.test.ts',
  'src/modules/audit/audit-entry.test.ts',
  'src/modules/catalog/search-terms.test.ts',
  'src/modules/orders/tx-retry.test.ts',
  'src/modules/partner-requests/partner-account.mail.test.ts',
  'src/modules/payments/provider-registry.test.ts',
];

export function apiProject(
  name: string,
  engine: Engine,
  options: { include?: string[]; isolated?: boolean; globalSetup?: string[] } = {},
) {
  const include = options.include ?? ['src/**/*.test.ts', 'test/**/*.test.ts'];
  return defineProject({
    root,
    test: {
      name,
      include: options.isolated ? ISOLATED : include,
      exclude: options.isolated ? [] : [...ISOLATED, ...(engine === 'pglite' ? [] : ENGINE_FREE)],
      isolate: options.isolated ?? false,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { SOUK_TEST_ENGINE: engine },
      globalSetup: options.globalSetup,
    },
  });
}

export default apiProject('api', 'pglite');
