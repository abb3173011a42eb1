import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// The cluster journeys (docs/deploy.md): one worker, which starts nginx and three API processes on
// PostgreSQL, Redis and an S3 bucket once (cluster-fixtures.ts) and runs the few journeys in file order.
export default defineConfig({
  ...base,
  testDir: '.',
  globalSetup: undefined,
  workers: 1,
  timeout: 90_000,
  outputDir: '../test-results/cluster',
  use: {
    ...base.use,
    // nginx's certificate is a throwaway self-signed one (browsers speak HTTP/2 only over TLS).
    ignoreHTTPSErrors: true,
  },
});
