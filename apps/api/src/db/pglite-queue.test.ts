import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors';
import { type Database, openPglite } from './client';
import { analyzeStaleTables } from './pglite-analyze';
import { DatabaseBusyError, SerialQueue } from './pglite-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SerialQueue', () => {
  it('runs one task at a time, in the order they were asked for', async () => {
    const queue = new SerialQueue(100);
    const started: number[] = [];
    let running = 0;
    let overlap = false;
    const tasks = Array.from({ length: 20 }, (_, i) =>
      queue.run(async () => {
        started.push(i);
        running++;
        if (running > 1) overlap = true;
        await sleep((i * 7) % 5); // uneven durations: a later task may be quicker
        running--;
        return i;
      }),
    );
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(overlap).toBe(false);
  });

  it('never lets later arrivals overtake a waiting task (no starvation)', async () => {
    const queue = new SerialQueue(1000);
    const finished: string[] = [];
    // A steady stream of newcomers, each finished task bringing two more, for a while.
    let arrivals = 0;
    const newcomer = (): Promise<void> =>
      queue.run(async () => {
        await sleep(1);
        finished.push(`n${arrivals}`);
        if (arrivals < 60) {
          arrivals += 2;
          void newcomer();
          void newcomer();
        }
      });
    const first = Array.from({ length: 4 }, () => newcomer());
    await sleep(5);
    // Asked for while the stream runs: it must finish before everything asked for after it.
    const waitedFor = queue.run(async () => {
      finished.push('patient');
    });
    const askedAt = arrivals;
    await Promise.all([...first, waitedFor]);
    while (queue.stats.running || queue.stats.waiting) await sleep(5);
    const position = finished.indexOf('patient');
    expect(position).toBeGreaterThanOrEqual(0);
    // At most the tasks already queued when it arrived ran before it (4 first ones + 2 per finished task).
    expect(position).toBeLessThanOrEqual(4 + askedAt);
    expect(finished.length).toBeGreaterThan(position + 1);
  });

  it('refuses new work with SQLSTATE 57P03 (503) once maxWaiting are waiting, and recovers', async () => {
    const queue = new SerialQueue(2);
    let release: () => void = () => {};
    const running = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('a'))));
    const waiting = [queue.run(async () => 'b'), queue.run(async () => 'c')];
    const refused = queue.run(async () => 'd');
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(refused).rejects.toMatchObject({ code: '57P03' });
    expect(isDatabaseUnavailable(await refused.catch((e) => e))).toBe(true);
    expect(queue.stats).toMatchObject({ waiting: 2, running: true, refused: 1, maxSeen: 2 });
    release();
    expect(await Promise.all([running, ...waiting])).toEqual(['a', 'b', 'c']);
    expect(await queue.run(async () => 'e')).toBe('e');
    expect(queue.stats).toMatchObject({ waiting: 0, running: false });
  });

  it('goes on after a task fails', async () => {
    const queue = new SerialQueue(10);
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});

describe('the PGlite connection behind the queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined, undefined, { maxWaiting: 1000 });
    await database.exec('create table t (id serial primary key, v int not null)');
  });
  afterAll(() => database.close());

  const countRows = async () => {
    const result = (await database.db.execute(sql`select count(*)::int as n from t`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0].n;
  };

  it('answers concurrent statements in the order they were sent', async () => {
    await database.exec('truncate t');
    const inserts = Array.from({ length: 30 }, (_, i) =>
      database.db.execute(sql`insert into t (v) values (${i})`),
    );
    await Promise.all(inserts);
    const result = (await database.db.execute(sql`select v from t order by id`)) as unknown as {
      rows: { v: number }[];
    };
    expect(result.rows.map((r) => r.v)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('keeps transactions atomic and whole while other requests queue', async () => {
    await database.exec('truncate t');
    const seen: number[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (v) values (1)`);
      await sleep(30); // other requests arrive meanwhile
      await t.execute(sql`insert into t (v) values (2)`);
    });
    const readers = Array.from({ length: 10 }, async () => seen.push(await countRows()));
    await Promise.all([tx, ...readers]);
    // Every read ran before or after the whole transaction, never in the middle.
    for (const n of seen) expect([0, 2]).toContain(n);
    expect(await countRows()).toBe(2);
  });

  it('rolls back a failed transaction and serves the next ones', async () => {
    await database.exec('truncate t');
    const failed = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (v) values (1)`);
      throw new Error('refused');
    });
    const after = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (v) values (3)`);
    });
    await expect(failed).rejects.toThrow('refused');
    await after;
    const result = (await database.db.execute(sql`select v from t`)) as unknown as { rows: { v: number }[] };
    expect(result.rows).toEqual([{ v: 3 }]);
  });

  it('analyses the tables that changed (PGlite has no autovacuum)', async () => {
    await database.exec('truncate t');
    await database.db.execute(sql`insert into t (v) select g from generate_series(1, 500) g`);
    const client = (database as unknown as { pglite: Parameters<typeof analyzeStaleTables>[0] }).pglite;
    expect(await analyzeStaleTables(client)).toEqual(['public.t']);
    expect(await analyzeStaleTables(client)).toEqual([]);
    const stats = (await database.db.execute(
      sql`select reltuples::int as n from pg_class where relname = 't'`,
    )) as unknown as { rows: { n: number }[] };
    expect(stats.rows[0].n).toBe(500);
  });
});
