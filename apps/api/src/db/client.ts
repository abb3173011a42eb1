import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * One database type for both engines: PGlite (embedded, single connection) and node-postgres.
 * Inside `db.transaction(async (tx) => …)` always use `tx`: on PGlite a query on the outer `db`
 * waits for the transaction to end, i.e. forever.
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema generic is not used (core query builder only)
export type Db = PgDatabase<PgQueryResultHKT, any>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, maintenance). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    // Exposed for tests that snapshot a migrated database.
    ...({ pglite: client } as object),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped connection must not crash the process: the pool reconnects on next use.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }) {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(path.join(opts.dataDir, 'db'));
}
