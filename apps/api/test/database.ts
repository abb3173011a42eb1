import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/**
 * Test databases. PGlite (default): migrated once per worker, then each test file starts from a copy
 * of that snapshot (in a worker thread with SOUK_TEST_ENGINE=pglite-thread). PostgreSQL (SOUK_TEST_ENGINE=pg, TEST_DATABASE_URL set): each file gets its own
 * database cloned from the run's migrated template (see pg-global-setup.ts), dropped at the end.
 */

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
  snapshot ??= pgliteSnapshot();
  const database = await openPglite(undefined, await snapshot, { thread: pgliteInThread() });
  return { ...database, dispose: () => database.close() };
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
  const rows = async <T>(text: string) => {
    const result = await database.db.execute(sql.raw(text));
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
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
