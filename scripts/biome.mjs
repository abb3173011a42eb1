// Runs Biome's native binary for this platform. The @biomejs/biome wrapper package is not used:
// its optional dependencies for every other platform are missing from the registry these machines
// use, which leaves package-lock.json unusable by `npm ci` (see docs/decisions/0005).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = path.join(
    path.dirname(require.resolve(`${pkg}/package.json`)),
    process.platform === 'win32' ? 'biome.exe' : 'biome',
  );
} catch {
  console.error(
    `Biome has no binary installed for ${process.platform}-${process.arch} (${pkg}); add it to optionalDependencies.`,
  );
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
