import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { NAMED_PLAN_CACHE_MODE, setNamedStatementsDb } from './named-statements';
import { scheduleAutoAnalyze } from './pglite-analyze';
import { PglitePreparedStatements } from './pglite-prepared';
import { PGLITE_MAX_WAITING, queuedPglite, SerialQueue } from './pglite-queue';
import { ThreadPGlite } from './pglite-thread';

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
  /** The server's connection string (PostgreSQL only): LISTEN needs a connection of its own. */
  url?: string;
  /** Runs raw SQL (migrations, maintenance). */
  exec(sqlText: string): Promise<void>;
  /**
   * How many statements (PGlite) or requests for a pool connection (PostgreSQL) are waiting right
   * now: the API refuses new requests with 503 above `DB_MAX_WAITING` (plugins/load-shedding.ts).
   */
  waiting?(): number;
  /** The connections of each pool right now, for the metrics (plugins/metrics.ts). */
  pools?(): DatabasePoolStats[];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded mode in a worker thread: settles if the thread stops other than by `close()`. */
  lost?: Promise<Error>;
}

/**
 * One pool's figures: PostgreSQL's two pools (`main`, `named`), or PGlite's single connection
 * (`embedded`: total 1, idle while no statement runs, waiting = statements queued for their turn).
 */
export interface DatabasePoolStats {
  pool: 'main' | 'named' | 'embedded';
  total: number;
  idle: number;
  waiting: number;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Planner costs for the embedded engine (docs/decisions/0018-embedded-prepared-statements.md).
 * PostgreSQL's defaults price a random page read at 4 and a tuple at 0.01: on the demo's small tables
 * it then prefers scanning a whole table (or hashing it) in every correlated sub-select of the
 * hydration statement to an index probe. In PGlite every page is in memory and every tuple is handled
 * by WebAssembly, so a page costs about what a sequential one does (1.1, the usual SSD/in-memory value)
 * and a tuple three times the default. Measured (docs/benchmarks.md, goal 5): category page 32 → 23 ms,
 * article 9.8 → 6.2 ms, one request at a time; same rows (the whole test suite runs on PGlite with
 * these settings).
 */
export const PGLITE_PLANNER_SETTINGS = 'set random_page_cost = 1.1; set cpu_tuple_cost = 0.03';

export interface PgliteOptions {
  /** Statements allowed to wait for the single connection before new ones get 503 (pglite-queue.ts). */
  maxWaiting?: number;
  /** Analyse changed tables every this many ms (PGlite has no autovacuum; pglite-analyze.ts). */
  autoAnalyzeMs?: number;
  /**
   * Run the database in a worker thread (pglite-thread.ts), so that a statement's execution no longer
   * stops the API's event loop. The server does; tests and maintenance commands use it in-process.
   */
  thread?: boolean;
}

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  options: PgliteOptions = {},
): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  let raw: PGlite;
  if (options.thread) {
    raw = await ThreadPGlite.create({ dataDir, loadDataDir, settings: PGLITE_PLANNER_SETTINGS });
  } else {
    raw = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
    await raw.exec(PGLITE_PLANNER_SETTINGS);
  }
  return pgliteDatabase(raw, options);
}

/**
 * The app's database over an open PGlite engine (its planner settings already set): the statements'
 * queue, the prepared statements and the drizzle instance are new, so nothing kept per database
 * (caches keyed by `db`) comes from an earlier one. Tests hand an emptied engine on this way
 * (test/database.ts).
 */
export function pgliteDatabase(raw: PGlite, options: Omit<PgliteOptions, 'thread'> = {}): Database {
  // Every statement and transaction of the process waits its turn here, first come first served.
  const queue = new SerialQueue(options.maxWaiting ?? PGLITE_MAX_WAITING);
  // The hot statements (named for PostgreSQL) are prepared once on the connection, not replanned.
  const prepared = new PglitePreparedStatements(raw);
  const client = queuedPglite(raw, queue, prepared);
  const db = drizzlePglite({ client }) as unknown as Db;
  const stopAnalyze = options.autoAnalyzeMs ? scheduleAutoAnalyze(client, options.autoAnalyzeMs) : undefined;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await client.query('select 1');
    },
    waiting: () => queue.stats.waiting,
    pools: () => {
      const { waiting, running } = queue.stats;
      return [{ pool: 'embedded', total: 1, idle: running ? 0 : 1, waiting }];
    },
    close: async () => {
      stopAnalyze?.();
      await raw.close();
    },
    lost: raw instanceof ThreadPGlite ? raw.lost : undefined,
    // Exposed for tests that snapshot a migrated database, and for the queue's figures.
    ...({ pglite: raw, queue, prepared } as object),
  };
}

/**
 * How long a request may wait for one of the pool's connections before it is refused (503 through
 * the error plugin: node-postgres rejects with 'timeout exceeded when trying to connect').
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // JIT off: the storefront's statements are short, but on a large catalogue their cost estimates pass
  // jit_above_cost and PostgreSQL then spends ~150 ms compiling each one (measured at 10^6 articles,
  // docs/benchmarks.md goal 3) for an execution of a few ms.
  const open = (options: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      // Never closed for being idle: a new connection costs connecting and, on the named statements'
      // pool, planning each statement again; after 35 s of quiet (the former idle timeout was 30 s) a
      // burst of 8 storefront requests took 892 ms at 10^6 articles, 135 ms warm (128 ms now).
      // At most 2 × poolSize connections a process either way.
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      options,
    });
    // A dropped connection (server restarted, network cut) must not crash the process: the pool
    // reconnects on next use. The pool's 'error' event covers only IDLE clients; a client checked out
    // (a transaction in progress) emits 'error' on itself, and an unheard 'error' event kills the
    // process. Its query rejects anyway and the pool discards the broken client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    return pool;
  };
  const pool = open('-c jit=off');
  // The named statements (the storefront's hot reads) on connections of their own, planned once per
  // connection: named-statements.ts.
  const namedPool = open(`-c jit=off -c plan_cache_mode=${NAMED_PLAN_CACHE_MODE}`);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  setNamedStatementsDb(db, drizzlePg({ client: namedPool }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    url,
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    waiting: () => pool.waitingCount + namedPool.waitingCount,
    pools: () =>
      (
        [
          ['main', pool],
          ['named', namedPool],
        ] as const
      ).map(([name, p]) => ({ pool: name, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount })),
    close: async () => {
      await Promise.all([pool.end(), namedPool.end()]);
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Embedded mode: PGlite in a worker thread (the default; config PGLITE_THREAD). */
  pgliteThread?: boolean;
}) {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(path.join(opts.dataDir, 'db'), undefined, {
    autoAnalyzeMs: 30_000,
    thread: opts.pgliteThread ?? true,
  });
}
