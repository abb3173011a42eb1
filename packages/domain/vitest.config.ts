import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    // Pinned so `vitest -c packages/domain/vitest.config.ts` from the repository root finds the tests too.
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions: the files share their worker's modules (decision 0029).
    isolate: false,
  },
});
