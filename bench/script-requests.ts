/**
 * `npm run bench:requests` — how many script files a storefront page costs a phone, and how large its
 * document is (docs/decisions/0042-fewer-larger-chunks.md). Over 4G each script file the browser
 * must fetch costs about a round trip beyond its bytes (the embedded server speaks HTTP/1.1), so the
 * count matters as much as the weight.
 *
 * For each page: load it (phone-sized, touch), wait for the network to settle, then make a first
 * interaction (a pointer move over the page, then a scroll by one screen) and wait again. Counted:
 * the `script` requests (module scripts and module preloads, the app's chunks) during load + first
 * interaction, their transferred bytes, and the document's size (uncompressed HTML).
 *
 * Uses a build (apps/web/dist by default, `npm run build` first; `--dist DIR` for another) and starts
 * the API on it (`--port`, 3731 by default; PGlite and the demo seed in a temporary directory).
 * `--files` lists each page's script files; `--json` for a machine-readable report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startApi } from './lib/api';
import { arg, hasFlag } from './lib/args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(ROOT, arg('--dist') ?? 'apps/web/dist');
const PORT = Number(arg('--port') ?? 3731);

/** The storefront pages measured; category and shop are the first of the API's and of /magasins. */
async function pages(page: Page, base: string) {
  const categories = (await (await fetch(`${base}/api/v1/categories`)).json()) as {
    data: { slug: string }[];
  };
  const category = categories.data[0] ? `/categories/${categories.data[0].slug}` : null;
  const first = async (prefix: string) =>
    page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 10_000 });
  await page.goto(`${base}/magasins`);
  const shop = await first('/magasins/');
  return {
    home: '/',
    category: category ?? '/categories/none',
    shop: shop ?? '/magasins/none',
    search: '/resultats?search=robe',
    shops: '/magasins',
    login: '/login',
    cart: '/panier',
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-script-requests-'));
  const api = await startApi({ port: PORT, dataDir, env: { WEB_DIST: DIST } });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: arg('--chrome') ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const device = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
  const report: Record<
    string,
    { scripts: number; scriptKB: number; documentKB: number; url: string; files: string[] }
  > = {};
  try {
    const probe = await browser.newContext(device);
    const urls = await pages(await probe.newPage(), base);
    await probe.close();
    for (const [name, url] of Object.entries(urls)) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const scripts = new Set<string>();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.add(request.url());
        sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      const response = await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      const documentBytes = (await response?.body())?.length ?? 0;
      await page.mouse.move(200, 300);
      await page.mouse.move(210, 320);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      const scriptBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      report[name] = {
        url,
        scripts: scripts.size,
        scriptKB: Math.round(scriptBytes / 102.4) / 10,
        documentKB: Math.round(documentBytes / 102.4) / 10,
        files: [...scripts].map((u) => new URL(u).pathname),
      };
      await context.close();
    }
  } finally {
    await browser.close();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (hasFlag('--json')) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  console.log(
    `Build ${path.relative(ROOT, DIST)}: script requests for load + first interaction (412×823, touch)`,
  );
  for (const [name, r] of Object.entries(report)) {
    console.log(
      `  ${name.padEnd(9)} ${String(r.scripts).padStart(4)} scripts, ${String(r.scriptKB).padStart(7)} KB transferred | document ${r.documentKB} KB  ${r.url}`,
    );
    if (hasFlag('--files')) for (const file of r.files) console.log(`      ${file}`);
  }
}

await main();
