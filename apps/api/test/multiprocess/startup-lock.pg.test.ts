import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { withStartupLock } from '../../src/db/startup-lock';
import { createEmptyDatabase } from './api-processes';

/**
 * Two API processes started at once on a fresh database both ran the migrations and one crashed
 * (duplicate relation); both could seed the demo data too. `server.ts` now does that work under
 * `withStartupLock`. Here: two pools (as two processes would have) migrate at the same moment.
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('start-up lock (PostgreSQL)', () => {
  it('lets several starters migrate one fresh database at once', async () => {
    const fresh = await createEmptyDatabase(process.env.TEST_DATABASE_URL!, 'souk_lock');
    const pools = await Promise.all([openPostgres(fresh.url, 2), openPostgres(fresh.url, 2)]);
    try {
      await Promise.all(pools.map((db) => withStartupLock(fresh.url, () => runMigrations(db))));
      const { rows } = (await pools[0].db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await Promise.all(pools.map((db) => db.close()));
      await fresh.drop();
    }
  });

  it('runs the guarded work one starter at a time, and frees the lock after a failure', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const spans: [number, number][] = [];
    const work = async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      spans.push([start, performance.now()]);
    };
    await expect(
      withStartupLock(url, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    await Promise.all([withStartupLock(url, work), withStartupLock(url, work), withStartupLock(url, work)]);
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
  });

  it('without a database URL (PGlite) just runs the work', async () => {
    expect(await withStartupLock(undefined, async () => 42)).toBe(42);
  });
});
