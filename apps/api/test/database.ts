import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/**
 * Test databases. PGlite (default): migrated once per worker, then each test file starts from a copy
 * of that snapshot (in a worker thread with SOUK_TEST_ENGINE=pglite-thread). PostgreSQL (SOUK_TEST_ENGINE=pg, TEST_DATABASE_URL set): each file gets its own
 * database cloned from a migrated template (see pg-global-setup.ts), dropped at the end.
 */
export const TEMPLATE_DB = 'souk_test_template';

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
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
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
 * Empties every table (identities restarted) between tests: cheaper than a new database. On
 * PostgreSQL the TRUNCATE's table locks can deadlock with work a previous request left running after
 * its reply (order mails read the orders): PostgreSQL then aborts one side, and the TRUNCATE is
 * simply run again.
 */
export async function truncateAll(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.exec(`DO $$ DECLARE t text; BEGIN
        SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO t
          FROM pg_tables WHERE schemaname = 'public';
        IF t IS NOT NULL THEN EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE'; END IF;
      END $$;`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
    }
  }
}
