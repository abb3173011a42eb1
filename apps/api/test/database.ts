import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, openPglite, openPostgres, pgliteDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { JOBS_SCHEMA } from '../src/modules/jobs/job-queue';

/**
 * Test databases. PGlite (default; in a worker thread with SOUK_TEST_ENGINE=pglite-thread): migrated
 * once per worker, then each test file starts from the previous file's database handed on emptied
 * (`release`, below), or from a copy of that snapshot. PostgreSQL (SOUK_TEST_ENGINE=pg,
 * TEST_DATABASE_URL set): each file gets its own database cloned from the run's migrated template
 * (see pg-global-setup.ts), dropped at the end.
 */

/** A raw query's rows: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL | string): Promise<T[]> {
  const result = await db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (result as unknown as { rows: T[] }).rows;
}

let snapshot: Promise<Blob> | undefined;

async function pgliteSnapshot(): Promise<Blob> {
  const fresh = await openPglite(undefined);
  await runMigrations(fresh);
  const client = (fresh as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
  const blob = await client.dumpDataDir('none');
  await fresh.close();
  return blob;
}

export function testEngine(): 'pglite' | 'pg' {
  return process.env.SOUK_TEST_ENGINE === 'pg' ? 'pg' : 'pglite';
}

/** SOUK_TEST_ENGINE=pglite-thread: PGlite in a worker thread, as the server runs it (pglite-thread.ts). */
export function pgliteInThread(): boolean {
  return process.env.SOUK_TEST_ENGINE === 'pglite-thread';
}

export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (testEngine() === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('SOUK_TEST_ENGINE=pg needs TEST_DATABASE_URL');
    const name = `souk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), 5);
    return {
      ...database,
      async dispose() {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const engine = idle;
  idle = undefined;
  let database: Database;
  if (engine) {
    database = pgliteDatabase(engine);
  } else {
    snapshot ??= pgliteSnapshot();
    database = await openPglite(undefined, await snapshot, { thread: pgliteInThread() });
    // The snapshot's shape, from the worker's first copy before any test touched it.
    snapshotShape ??= shapeOf(database);
    await snapshotShape;
  }
  return { ...database, dispose: () => release(database) };
}

/**
 * PGlite, in-process or in its thread: the database a file is done with is emptied and handed to the
 * worker's next file, instead of a copy of the snapshot opened for each (≈ 1.3 s a file in-process,
 * more with the thread to start; decision 0067). It is
 * handed on only as the next file would have found a copy: open, the same tables, columns,
 * functions, triggers, constraints, roles and session settings as the snapshot (`shapeOf`), every
 * table emptied and its sequences back at their start (`truncateAll`), no statement prepared, and
 * under a new `Database` (`pgliteDatabase`: nothing the app keeps per database carries over). Anything else — a test that
 * changed the schema, closed the database or left a session setting — and it is closed as before.
 */
let idle: PGlite | undefined;
let snapshotShape: Promise<string> | undefined;

const SHAPE = `SELECT md5(string_agg(x, ';' ORDER BY x)) AS shape FROM (
  SELECT 'n ' || nspname AS x FROM pg_namespace WHERE nspname <> '${JOBS_SCHEMA}'
  UNION ALL SELECT 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relnatts
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname NOT IN ('${JOBS_SCHEMA}', 'pg_toast')
  UNION ALL SELECT 'a ' || a.attrelid || ' ' || a.attnum || ' ' || a.atttypid || ' ' || a.attnotnull || ' '
         || a.attisdropped || ' ' || a.atthasdef
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND a.attnum > 0
  UNION ALL SELECT 'p ' || p.oid || ' ' || p.proname || ' ' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', '${JOBS_SCHEMA}')
  UNION ALL SELECT 't ' || t.tgrelid || ' ' || t.tgname || ' ' || t.tgenabled::text
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname <> '${JOBS_SCHEMA}'
  UNION ALL SELECT 'k ' || c.oid || ' ' || c.conname || ' ' || c.convalidated
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'r ' || rolname FROM pg_roles
  UNION ALL SELECT 'e ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 's ' || name || '=' || setting FROM pg_settings WHERE source NOT IN ('default', 'override')
) shape`;

async function shapeOf(database: Database): Promise<string> {
  const [row] = await rowsOf<{ shape: string }>(database.db, SHAPE);
  return row?.shape ?? '';
}

async function release(database: Database): Promise<void> {
  const raw = (database as unknown as { pglite: PGlite }).pglite;
  if (raw.closed) return;
  try {
    if (!idle && (await shapeOf(database)) === (await snapshotShape)) {
      await truncateAll(database);
      // Its dead rows go, as a fresh copy has none (PGlite runs no autovacuum): scans and plans as before.
      await database.exec('VACUUM');
      // The next file's app prepares its statements anew, on a database object of its own.
      await database.exec('DEALLOCATE ALL');
      idle = raw;
      return;
    }
  } catch {
    // A database in a state the checks cannot read is not handed on.
  }
  await database.close();
}

/**
 * Empties every table between tests, its serial and identity sequences restarted: cheaper than a new
 * database. Rows are deleted with triggers and foreign-key checks off (`session_replication_role =
 * replica`, everything goes anyway): a DELETE of an empty table costs nothing, where a TRUNCATE of the
 * ~50 tables rewrote each one's files (130 ms a test on PGlite). A role that may not set it (not a
 * superuser) gets the TRUNCATE. On PostgreSQL the locks can deadlock with work a previous request left
 * running after its reply (order mails read the orders): PostgreSQL then aborts one side, and the reset
 * is simply run again.
 */
const resetStatements = new WeakMap<Database, Promise<string>>();

async function resetStatement(database: Database): Promise<string> {
  const rows = <T>(text: string) => rowsOf<T>(database.db, text);
  const tables = await rows<{ t: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  // Sequences a TRUNCATE … RESTART IDENTITY restarts: those owned by a serial or identity column.
  const sequences = await rows<{ s: string }>(
    `SELECT DISTINCT format('%I.%I', n.nspname, s.relname) AS s
       FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
      WHERE s.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
  );
  // The durable jobs (modules/jobs): a test's jobs never run in the next one (they name rows that restart).
  const jobTables = await rows<{ t: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables
      WHERE schemaname = 'pgboss' AND tablename IN ('archive') ORDER BY 1`,
  );
  const jobs = jobTables.length > 0 ? ['pgboss.job', ...jobTables.map(({ t }) => t)] : [];
  // Only the sequences a test moved are put back to their start (`setval`, where RESTART did): an
  // `ALTER SEQUENCE … RESTART` of each of them was most of the reset's time on PostgreSQL, 33–49 ms
  // a test against 2 ms (decision 0051).
  const restart = sequences.length
    ? `DO $$ DECLARE s regclass; moved boolean; BEGIN
    FOREACH s IN ARRAY ARRAY[${sequences.map(({ s }) => `'${s}'`).join(', ')}]::regclass[] LOOP
      EXECUTE format('SELECT is_called OR last_value <> (SELECT seqstart FROM pg_sequence WHERE seqrelid = %s) FROM %s', s::oid, s) INTO moved;
      IF moved THEN PERFORM setval(s, (SELECT seqstart FROM pg_sequence WHERE seqrelid = s), false); END IF;
    END LOOP;
  END $$;`
    : '';
  return [
    'BEGIN;',
    'SET LOCAL session_replication_role = replica;',
    ...[...tables, ...jobs.map((t) => ({ t }))].map(({ t }) => `DELETE FROM ${t};`),
    restart,
    'COMMIT;',
  ].join('\n');
}

async function truncateEverything(database: Database): Promise<void> {
  await database.exec(`DO $$ DECLARE t text; BEGIN
    SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO t
      FROM pg_tables WHERE schemaname = 'public';
    IF t IS NOT NULL THEN EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE'; END IF;
  END $$;`);
}

export async function truncateAll(database: Database): Promise<void> {
  let statement = resetStatements.get(database);
  if (!statement) {
    statement = resetStatement(database);
    resetStatements.set(database, statement);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      try {
        await database.exec(await statement);
      } catch (err) {
        if ((err as { code?: string }).code !== '42501') throw err;
        await truncateEverything(database);
      }
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
    }
  }
}
