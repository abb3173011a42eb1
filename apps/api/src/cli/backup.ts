import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ROOT_DIR } from '../config';
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres } from '../db/backup';
import { openPglite, openPostgres } from '../db/client';
import { checkInvariants, tableCounts } from '../db/invariants';

/**
 * `npm run backup [-- --out <file>]`
 *   PostgreSQL (DATABASE_URL set): pg_dump -Fc, the app may keep running. Default file
 *   backups/souk-<date>.dump.
 *   PGlite: the data directory DATA_DIR/db, app STOPPED. Default file backups/souk-<date>.tar.gz.
 * `npm run restore -- <file> [--into <postgres URL | PGlite directory>]`
 *   Into an EMPTY database (default DATABASE_URL) or an empty directory (default DATA_DIR/db),
 *   then checks the invariants (stock ≥ 0, order totals, coupon uses) and prints row counts;
 *   exits 1 when one fails.
 */

const USAGE = 'Usage : npm run backup [-- --out <fichier>] | npm run restore -- <fichier> [--into <cible>]';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, into: { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const isPostgresTarget = (target: string) => /^postgres(ql)?:\/\//.test(target);

  if (command === 'backup') {
    if (config.DATABASE_URL) {
      const file = values.out ?? path.join(ROOT_DIR, 'backups', `souk-${stamp}.dump`);
      await backupPostgres(config.DATABASE_URL, file);
      console.log(`Sauvegarde PostgreSQL écrite : ${file}`);
    } else {
      const file = values.out ?? path.join(ROOT_DIR, 'backups', `souk-${stamp}.tar.gz`);
      await backupPglite(path.join(config.DATA_DIR, 'db'), file);
      console.log(`Sauvegarde PGlite écrite : ${file}`);
    }
    return;
  }
  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new BackupError(USAGE);
    const target = values.into ?? config.DATABASE_URL ?? path.join(config.DATA_DIR, 'db');
    const database = isPostgresTarget(target)
      ? await (async () => {
          await restorePostgres(file, target);
          return openPostgres(target, 1);
        })()
      : await (async () => {
          await restorePglite(file, path.resolve(target));
          return openPglite(path.resolve(target));
        })();
    try {
      const counts = await tableCounts(database.db);
      const report = await checkInvariants(database.db);
      console.log(`Restauré dans ${isPostgresTarget(target) ? new URL(target).pathname.slice(1) : target}`);
      console.log(
        `Lignes : ${Object.entries(counts)
          .map(([t, n]) => `${t}=${n}`)
          .join(' ')}`,
      );
      for (const [name, rows] of Object.entries(report.violations)) {
        console.log(
          `${rows.length === 0 ? 'ok  ' : 'FAIL'} ${name}${rows.length ? ` ${JSON.stringify(rows)}` : ''}`,
        );
      }
      if (!report.ok) process.exitCode = 1;
    } finally {
      await database.close();
    }
    return;
  }
  throw new BackupError(USAGE);
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
