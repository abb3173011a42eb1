import { defineProject } from 'vitest/config';

/** The same API suites against a real PostgreSQL server (TEST_DATABASE_URL). */
export default defineProject({
  test: {
    name: 'api-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { SOUK_TEST_ENGINE: 'pg' },
    globalSetup: ['./test/pg-global-setup.ts'],
  },
});
