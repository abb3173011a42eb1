import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Each worker starts its own API on a copy of the embedded database the global setup seeded once
// (tests/seeded-data.ts, tests/fixtures.ts): the journey files run side by side, one worker per core
// (E2E_WORKERS to change).
export default defineConfig({
  testDir: './tests',
  globalSetup: './tests/seeded-data.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.min(availableParallelism(), 4)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
      ],
    },
  },
});
