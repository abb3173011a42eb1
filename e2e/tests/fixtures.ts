import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { startApi } from './api-server';
import { SEEDED_DATA_DIR } from './seeded-data';

export type { APIRequestContext, Browser, Locator, Page, Request, TestInfo } from '@playwright/test';
export { expect };

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Each Playwright worker runs its journeys against an API of its own, on a fresh embedded database
 * with the demo data, so that workers run side by side without seeing each other's orders, stock or
 * sessions (decision 0029). The database is a copy of the one the run seeded once (seeded-data.ts,
 * the global setup); without it, the server seeds its empty one on its first start. The journeys of
 * one worker share its server, in file order.
 */
/**
 * A console error the test provokes on purpose: a substring of the line, or a regular expression.
 * The line is the message followed by the address of the script or resource it is about, so a
 * request's failure reads e.g. `Failed to load resource: the server responded with a status of 401
 * (Unauthorized) http://127.0.0.1:3100/api/v1/client/login`.
 */
export type ExpectedConsoleError = string | RegExp;

/** Annotation type by which one test declares a console error it provokes (`description`: text or /regex/). */
export const CONSOLE_ERROR = 'console-error';

/** `{ annotation: expectedConsoleError(…) }` in a test's details: the errors it provokes on purpose. */
export function expectedConsoleError(...lines: ExpectedConsoleError[]) {
  return lines.map((line) => ({ type: CONSOLE_ERROR, description: String(line) }));
}

const MAP_TILES = /^https:\/\/[a-c]\.tile\.openstreetmap\.org\//;
/** A 1×1 transparent PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function declared(expected: ExpectedConsoleError[], testInfo: TestInfo): ExpectedConsoleError[] {
  const annotated = testInfo.annotations
    .filter((a) => a.type === CONSOLE_ERROR && a.description)
    .map((a) => {
      const regex = /^\/(.*)\/([a-z]*)$/s.exec(a.description as string);
      return regex ? new RegExp(regex[1], regex[2]) : (a.description as string);
    });
  return [...expected, ...annotated];
}

export const test = base.extend<
  { expectedConsoleErrors: ExpectedConsoleError[]; consoleErrors: string[] },
  { apiServer: { baseURL: string } }
>({
  /** Console errors a file or describe block provokes on purpose: `test.use({ expectedConsoleErrors: […] })`. */
  expectedConsoleErrors: [[], { option: true }],
  /**
   * Every page of every context of the test (the `page` fixture's and those a test opens itself) is
   * watched: a console error or an uncaught exception fails the test, unless the test declared it
   * (`expectedConsoleErrors`, or a `console-error` annotation). A React hydration error is one of
   * them. The lines seen are the fixture's value, for a test that checks them itself.
   */
  consoleErrors: [
    async ({ browser, expectedConsoleErrors }, use, testInfo) => {
      const seen: string[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const where = message.location().url;
          seen.push(where ? `${message.text()} ${where}` : message.text());
        });
        page.on('pageerror', (error) => seen.push(`Uncaught ${error.name}: ${error.message}`));
      };
      const watchContext = (context: BrowserContext) => {
        for (const page of context.pages()) watchPage(page);
        context.on('page', watchPage);
        // The maps' tiles (apps/web/src/lib/map-config.ts) come from OpenStreetMap, which a test machine
        // may not reach: a blank tile, so that the journeys do not depend on the Internet.
        void context.route(MAP_TILES, (route) =>
          route.fulfill({ contentType: 'image/png', body: BLANK_PNG }),
        );
      };
      for (const context of browser.contexts()) watchContext(context);
      browser.on('context', watchContext);
      try {
        await use(seen);
      } finally {
        browser.off('context', watchContext);
      }
      const expected = declared(expectedConsoleErrors, testInfo);
      const unexpected = seen.filter(
        (line) => !expected.some((e) => (typeof e === 'string' ? line.includes(e) : e.test(line))),
      );
      expect(unexpected, 'console errors and uncaught exceptions of the pages (fixtures.ts)').toEqual([]);
    },
    { auto: true },
  ],

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
