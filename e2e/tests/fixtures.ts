import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startApi } from './api-server';
import { SEEDED_DATA_DIR } from './seeded-data';

export type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
export { expect } from '@playwright/test';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Each Playwright worker runs its journeys against an API of its own, on a fresh embedded database
 * with the demo data, so that workers run side by side without seeing each other's orders, stock or
 * sessions (decision 0029). The database is a copy of the one the run seeded once (seeded-data.ts,
 * the global setup); without it, the server seeds its empty one on its first start. The journeys of
 * one worker share its server, in file order.
 */
export const test = base.extend<object, { apiServer: { baseURL: string } }>({
  apiServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use, workerInfo) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-'));
      const seeded = process.env[SEEDED_DATA_DIR];
      if (seeded) cpSync(seeded, dataDir, { recursive: true });
      try {
        const server = await startApi(FIRST_PORT + workerInfo.parallelIndex, dataDir);
        try {
          await use({ baseURL: server.baseURL });
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ apiServer }, use) => {
    await use(apiServer.baseURL);
  },
});
