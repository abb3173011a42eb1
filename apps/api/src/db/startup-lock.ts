import pg from 'pg';

/**
 * Serialises the start-up work (migrations, demo seed) of several API processes sharing one
 * PostgreSQL database: the first one to start migrates and seeds while the others wait, then find
 * everything done. Without it, two processes started at once on a fresh database both ran the same
 * migration and one crashed ("relation already exists"), or both seeded the demo data.
 *
 * A session-level advisory lock on its own connection (not one of the pool's, which the work itself
 * needs even with DATABASE_POOL_SIZE=1); ending the connection releases it, even after a failure.
 * PGlite (no DATABASE_URL) is owned by one process: the work just runs.
 */
export const STARTUP_LOCK_KEY = 'souk:startup';

export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped lock connection must not crash the process; the work fails on its own if the server is gone.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
