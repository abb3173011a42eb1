import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit / integration suite. The API suites run on PGlite, a selection of them on
// PGlite in a worker thread (as the server runs it), and all once more against a real PostgreSQL
// server when TEST_DATABASE_URL is set (CI sets it). Files share their worker's modules
// (`isolate: false`) except the few each project lists as needing their own (decision 0029).
const projects = [
  'packages/domain/vitest.config.ts',
  'apps/api/vitest.config.ts',
  'apps/api/vitest.isolated.config.ts',
  'apps/api/vitest.thread.config.ts',
  'apps/web/vitest.config.ts',
  'apps/web/vitest.isolated.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/api/vitest.pg.config.ts');

export default defineConfig({
  test: {
    projects: projects.filter((p) => existsSync(p)),
    // Vitest's default keeps one core for itself; its main process mostly waits, so every core runs tests.
    maxWorkers: availableParallelism(),
  },
});
