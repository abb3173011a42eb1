import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThreadPGlite } from './pglite-thread';

/** A statement that keeps the database busy for a while (no pg_sleep needed). */
const BUSY = 'select count(*) as n from generate_series(1, 3000000)';

/** How many times a 1-ms timer fired while `work` ran: the event loop's turns meanwhile. */
async function timerTicksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('ThreadPGlite (PGlite in a worker thread)', () => {
  let db: ThreadPGlite;
  let local: PGlite;
  beforeAll(async () => {
    db = await ThreadPGlite.create({ settings: 'set random_page_cost = 1.1' });
    local = await PGlite.create();
    const schema = `create table items (id serial primary key, name text not null unique, price numeric(10, 2),
        tags text[], at timestamptz, meta jsonb, big bigint);
      insert into items (name, price, tags, at, meta, big) values
        ('tapis', 1200.50, '{rouge,laine}', '2026-11-25 10:00:00+00', '{"a": [1, 2]}', 9007199254740993),
        ('lampe', null, '{}', null, 'null', null);`;
    await db.exec(schema);
    await local.exec(schema);
  });
  afterAll(async () => {
    await db.close();
    await local.close();
  });

  it('returns what PGlite in this thread returns, types and row modes included', async () => {
    const text = 'select * from items where id >= $1 and at is distinct from $2 order by id';
    const params = [1, new Date('2030-01-01T00:00:00Z')];
    expect(await db.query(text, params)).toEqual(await local.query(text, params));
    const arrays = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `ts:${v}` } };
    expect(await db.query(text, params, arrays)).toEqual(await local.query(text, params, arrays));
    expect(await db.exec('select 1 as a; select 2 as b')).toEqual(
      await local.exec('select 1 as a; select 2 as b'),
    );
    expect((await db.query('show random_page_cost')).rows).toEqual([{ random_page_cost: '1.1' }]);
  });

  it('rejects with PGlite’s DatabaseError, SQLSTATE and fields included, and keeps serving', async () => {
    const error = await db.query("insert into items (name) values ('tapis')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      table: 'items',
      message: 'duplicate key value violates unique constraint "items_name_key"',
    });
    await expect(db.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction, and rolls one back on error or on request', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('chaise')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into items (name) values ('table')");
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await db.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('tabouret')");
      await tx.rollback();
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into items (name) values ('banc')");
        await tx.query("insert into items (name) values ('banc')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = (await db.query<{ name: string }>('select name from items order by id')).rows;
    expect(names.map((r) => r.name)).toEqual(['tapis', 'lampe', 'chaise']);
  });

  it('answers concurrent callers each with its own rows', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.query<{ n: number }>('select $1::int * 2 as n', [i])),
    );
    expect(replies.map((r) => r.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('pipelines statements: sent before the previous one is answered, answered in order', async () => {
    const insert = 'insert into items (name) values ($1) returning id';
    const sent = [];
    for (const name of ['p1', 'p2', 'p3']) sent.push(await db.startQuery<{ id: number }>(insert, [name]));
    // All three have left before any answer was read (the pipeline holds three).
    expect(db.inFlight).toBeGreaterThan(0);
    const ids = (await Promise.all(sent.map((s) => s.result))).map((r) => r.rows[0]?.id);
    expect(ids).toEqual([...ids].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // An error fails its own statement only, with the query attached as PGlite attaches it.
    const bad = await db.startQuery('select 1 / $1::int', [0]);
    const refused = expect(bad.result).rejects.toMatchObject({
      code: '22012',
      query: 'select 1 / $1::int',
      params: [0],
    });
    const good = await db.startQuery<{ n: number }>('select $1::int as n', [7]);
    await refused;
    expect((await good.result).rows).toEqual([{ n: 7 }]);
    await db.exec("delete from items where name like 'p_'");
  });

  it('describes a text again after a schema change (the parameter types it keeps may change)', async () => {
    await db.exec('create table labels (v text[])');
    const insert = 'insert into labels (v) values ($1)';
    await (await db.startQuery(insert, [['a', 'b']])).result; // text[]: encoded as {"a","b"}
    await db.exec("alter table labels alter column v type text using array_to_string(v, ',')");
    await (await db.startQuery(insert, [['a', 'b']])).result; // text now: encoded as a,b
    expect((await db.query('select v from labels')).rows).toEqual([{ v: 'a,b' }, { v: 'a,b' }]);
  });

  it('leaves the event loop turning while a statement runs (in this thread it stops)', async () => {
    // The same statement, first where it blocks: the control that shows the measure can fail.
    expect(await timerTicksDuring(() => local.query(BUSY))).toBe(0);
    expect(await timerTicksDuring(() => db.query(BUSY))).toBeGreaterThan(0);
  });

  it('dumps its data directory, which a new database (in a thread or not) loads', async () => {
    const dump = await db.dumpDataDir('gzip');
    const copy = await ThreadPGlite.create({ loadDataDir: dump });
    const plain = await PGlite.create({ loadDataDir: dump });
    try {
      const names = 'select name from items order by id';
      expect((await copy.query(names)).rows).toEqual((await db.query(names)).rows);
      expect((await plain.query(names)).rows).toEqual((await db.query(names)).rows);
    } finally {
      await copy.close();
      await plain.close();
    }
  });

  it('keeps its data in a data directory across a close and a new start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'souk-thread-'));
    try {
      const first = await ThreadPGlite.create({ dataDir: path.join(dir, 'db') });
      await first.exec("create table kept (v text); insert into kept values ('là')");
      await first.close();
      const second = await ThreadPGlite.create({ dataDir: path.join(dir, 'db') });
      expect((await second.query('select v from kept')).rows).toEqual([{ v: 'là' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets the statements asked for before close finish, and refuses the ones after', async () => {
    const other = await ThreadPGlite.create();
    const pending = other.query<{ n: number }>(BUSY);
    await other.close();
    expect((await pending).rows).toEqual([{ n: 3_000_000 }]);
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('closed');
  });

  it('fails to start with the reason when the data directory cannot be used', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'souk-thread-'));
    try {
      const notADirectory = path.join(dir, 'file');
      writeFileSync(notADirectory, 'not a database');
      await expect(ThreadPGlite.create({ dataDir: notADirectory })).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
