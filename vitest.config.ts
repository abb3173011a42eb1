import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for every unit / integration suite. The API suites run on PGlite, a selection of them on
// PGlite in a worker thread (as the server runs it), and all once more against a real PostgreSQL
// server when TEST_DATABASE_URL is set (CI sets it).
const projects = [
  'packages/domain/vitest.config.ts',
  'apps/api/vitest.config.ts',
  'apps/api/vitest.thread.config.ts',
  'apps/web/vitest.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/api/vitest.pg.config.ts');

export default defineConfig({ test: { projects: projects.filter((p) => existsSync(p)) } });
