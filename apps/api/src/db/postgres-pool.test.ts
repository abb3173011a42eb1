import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from './client';

/**
 * The API's connections to PostgreSQL stay open while idle: a new one costs a connection and, on the
 * named statements' pool, planning every statement again (a burst of 8 storefront requests after 35 s
 * of quiet took 892 ms at 10^6 articles, 135 ms warm; docs/benchmarks.md, goal 3).
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('PostgreSQL pool', () => {
  it('keeps its connections open however long they stay idle', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `souk-pool-test-${process.pid}`;
    const withName = new URL(url);
    withName.searchParams.set('application_name', name);
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    const open = async () => {
      const { rows } = await observer.query(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [name],
      );
      return rows[0].n as number;
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await openPostgres(withName.toString(), 4);
    try {
      await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      expect(await open()).toBe(4);
      // An hour without a request (a pool that closes idle connections has closed them by then).
      vi.advanceTimersByTime(3_600_000);
      await observer.query('select pg_sleep(0.3)');
      expect(await open()).toBe(4);
    } finally {
      vi.useRealTimers();
      await database.close();
      await observer.end();
    }
  });
});
