/**
 * `npm run bench:first-interaction` — what the server-drawn first view (decision 0028) costs and
 * saves a visitor, beside the same build drawn in the browser: on a phone-sized page with Chromium's
 * CPU slowed 4× (no network throttling: localhost), the time from navigation to the home's first
 * product card in the page, and from a tap on that card (1.5 s after the load) to its product modal.
 * Not a budgeted goal (docs/benchmarks.md, row "—"): the price of fetching the app on the first
 * interaction, measured.
 *
 * Two APIs on the same build (apps/web/dist, `npm run build` first; `--dist DIR` for another): one
 * with its server render (dist-ssr beside the build), one without (every page drawn in the browser).
 * Five runs each, alternated, fresh context per run; prints each run and the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { type ApiProcess, startApi } from './lib/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const DIST = path.resolve(ROOT, arg('--dist') ?? 'apps/web/dist');
const RUNS = Number(arg('--runs') ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dirs: string[] = [];
  const apis: ApiProcess[] = [];
  const start = async (port: number, env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-first-interaction-'));
    dirs.push(dataDir);
    const api = await startApi({ port, dataDir, env: { WEB_DIST: DIST, ...env } });
    apis.push(api);
    return `http://127.0.0.1:${port}`;
  };
  try {
    console.log(`Build ${path.relative(ROOT, DIST)}; starting the two APIs (PGlite, demo seed)…`);
    const modes: Record<string, string> = {
      'drawn by the server': await start(3606, {}),
      'drawn in the browser': await start(3607, { WEB_SSR: path.join(os.tmpdir(), 'souk-no-ssr') }),
    };
    const browser = await chromium.launch({
      executablePath: arg('--chrome') ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const results: Record<string, { content: number[]; tap: number[] }> = {};
    for (let run = 0; run < RUNS; run++) {
      for (const [mode, base] of Object.entries(modes)) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const t0 = Date.now();
        await page.goto(`${base}/`, { waitUntil: 'commit' });
        const card = page.getByTestId('section-new').getByTestId('product-card').first();
        await card.waitFor({ state: 'attached', timeout: 60_000 });
        const content = Date.now() - t0;
        await page.waitForLoadState('load');
        await page.waitForTimeout(1500);
        const name = (await card.locator('img').first().getAttribute('alt')) ?? '';
        await card.scrollIntoViewIfNeeded();
        const t1 = Date.now();
        await card.tap();
        await page.getByRole('dialog').getByRole('heading', { name }).waitFor({ timeout: 60_000 });
        const tap = Date.now() - t1;
        await context.close();
        results[mode] ??= { content: [], tap: [] };
        results[mode].content.push(content);
        results[mode].tap.push(tap);
        console.log(`  ${mode.padEnd(21)} run ${run + 1}: first card ${content} ms, tap → modal ${tap} ms`);
      }
    }
    await browser.close();
    console.log('\nMedians (ms), CPU 4× slower, 412×823:');
    for (const [mode, r] of Object.entries(results)) {
      console.log(
        `  ${mode.padEnd(21)} first card in page ${median(r.content)} | tap → product modal ${median(r.tap)}`,
      );
    }
  } finally {
    for (const api of apis) await api.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
