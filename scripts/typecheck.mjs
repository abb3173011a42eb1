// Type-checks every workspace with TypeScript 7 (the native compiler, ~3× faster here than 5.9;
// decision 0029). TypeScript 5.9 stays installed as the library other packages' types and tools
// expect; both read the same tsconfig files.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin/tsc');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const all = ['packages/domain', 'apps/api', 'apps/web', 'e2e', 'bench'];
// `npm run typecheck` checks them all; a workspace's own script names itself.
const workspaces = process.argv.length > 2 ? process.argv.slice(2) : all;

let failed = false;
for (const workspace of workspaces) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(root, workspace, 'tsconfig.json'), '--noEmit'],
    {
      stdio: 'inherit',
    },
  );
  console.log(
    `${workspace}: ${result.status === 0 ? 'ok' : 'errors'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
