import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPglite } from './client';

/**
 * Backups of both engines (`npm run backup` / `npm run restore`, apps/api/src/cli/backup.ts):
 * - PostgreSQL: `pg_dump -Fc` (one consistent snapshot, taken while the app runs), restored by
 *   `pg_restore` into an EMPTY database.
 * - PGlite: the data directory dumped by PGlite itself (`dumpDataDir`, a gzipped tar) after a
 *   CHECKPOINT. PGlite is one process: the app must be stopped while the backup is taken.
 *   Restored by opening a new, empty data directory from that tar.
 */

const run = promisify(execFile);

export class BackupError extends Error {}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // --no-owner / --no-privileges: restorable under another role.
  await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', file, '-d', databaseUrl]);
}

/** Restores into `databaseUrl`, which must hold no table yet (a freshly created database). */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Fichier introuvable : ${file}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) {
      throw new BackupError('La base cible contient déjà des tables : restaurez dans une base vide.');
    }
  } finally {
    await client.end();
  }
  // One transaction: a failed restore leaves the target empty.
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '-d',
    databaseUrl,
    file,
  ]);
}

/** `dbDir` is the PGlite data directory (DATA_DIR/db). The app must not be running on it. */
export async function backupPglite(dbDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`Aucune base PGlite dans ${dbDir}`);
  }
  const database = await openPglite(dbDir);
  try {
    await database.exec('CHECKPOINT');
    const client = (database as unknown as { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).pglite;
    const blob = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Restores into `dbDir`, which must not exist yet or be empty. */
export async function restorePglite(file: string, dbDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Fichier introuvable : ${file}`);
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
    throw new BackupError(`Le dossier ${dbDir} n'est pas vide : restaurez dans un dossier vide.`);
  }
  const blob = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  const database = await openPglite(dbDir, blob);
  await database.close();
}
