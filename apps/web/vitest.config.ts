import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// Explicit root so the globs work both from the root workspace and with `-c apps/web/vitest.config.ts`.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Generous: route chunks are transformed on first use and CI machines can be busy.
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
