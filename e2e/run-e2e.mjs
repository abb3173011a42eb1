// Runs the Playwright journeys in a real Chromium. The browser is Debian's (CHROMIUM_PATH, else its
// headless shell, else /usr/bin/chromium); without one the suite is skipped with a reason — unless
// REQUIRE_E2E=1 (CI). The headless shell (package chromium-headless-shell, the same Chromium as the
// `chromium` package) is what Playwright itself runs headless tests in: no browser window behind the
// page, a fifth less time and CPU for the same journeys (decision 0051).
// `--cluster`: the cluster journeys (cluster/, through nginx and three API processes; docs/deploy.md),
// which also need nginx with its brotli modules, PostgreSQL and Redis (`npm run cluster -- --check`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const cluster = process.argv[2] === '--cluster';
const args = process.argv.slice(cluster ? 3 : 2);
const suite = cluster ? 'the cluster journeys' : 'the browser suite';

function skip(why) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`E2E required but ${suite} cannot run: ${why}`);
    process.exit(1);
  }
  console.warn(`Skipping ${suite}: ${why}`);
  process.exit(0);
}

const browser = candidates.find((p) => existsSync(p));
if (!browser) {
  skip(
    `No Chromium found (looked at ${candidates.join(', ')}); install Debian's chromium or set CHROMIUM_PATH.`,
  );
}
if (cluster) {
  const check = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../bench/cluster.ts'), '--check'],
    {
      cwd: here,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: process.env.E2E_CLUSTER_DATABASE_URL ?? '', REDIS_URL: '' },
    },
  );
  if (check.status !== 0) skip((check.stdout || check.stderr).trim());
}
const config = cluster ? 'cluster/playwright.config.ts' : 'playwright.config.ts';
const result = spawnSync('npx', ['playwright', 'test', '--config', path.join(here, config), ...args], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
