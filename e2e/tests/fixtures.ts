import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
export { expect } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../apps/api/src/server.ts');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Waits for `/api/ready`, or fails with the server's own words when it exits first. */
async function ready(baseURL: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited (${server.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not get ready at ${baseURL} in 3 minutes:\n${stderr()}`);
}

/**
 * Each Playwright worker runs its journeys against an API of its own, on a fresh embedded database
 * seeded with the demo data, so that workers run side by side without seeing each other's orders,
 * stock or sessions (decision 0029). The journeys of one worker share its server, in file order.
 */
export const test = base.extend<object, { apiServer: { baseURL: string } }>({
  apiServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const baseURL = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-'));
      let errors = '';
      const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        cwd: path.resolve(here, '..'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: baseURL,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          // Plenty of logins happen from one address during the journeys.
          LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      server.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-20_000);
      });
      try {
        await ready(baseURL, server, () => errors);
        await use({ baseURL });
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ apiServer }, use) => {
    await use(apiServer.baseURL);
  },
});
