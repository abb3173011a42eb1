// Runs the Playwright journeys in a real Chromium. The browser is Debian's (CHROMIUM_PATH, else
// /usr/bin/chromium); without one the suite is skipped with a reason — unless REQUIRE_E2E=1 (CI).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const browser = candidates.find((p) => existsSync(p));
if (!browser) {
  const why = `No Chromium found (looked at ${candidates.join(', ')}); install Debian's chromium or set CHROMIUM_PATH.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`E2E required but cannot run: ${why}`);
    process.exit(1);
  }
  console.warn(`Skipping the browser suite: ${why}`);
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  },
);
process.exit(result.status ?? 1);
