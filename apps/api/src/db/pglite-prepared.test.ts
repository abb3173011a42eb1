import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text as textColumn, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPglite } from './client';
import { prepareNamed } from './named-statements';
import { PglitePreparedStatements } from './pglite-prepared';
import { ThreadPGlite } from './pglite-thread';

const preparedNames = async (client: PGlite) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (r) => r.name,
  );

// Every test runs on PGlite in the test's thread and on PGlite in a worker thread (pglite-thread.ts,
// what the server uses): the same rows, errors and statements either way.
const ENGINES = [
  ['in this thread', false],
  ['in a worker thread', true],
] as const;

describe.each(ENGINES)('PglitePreparedStatements, PGlite %s', (_, thread) => {
  let client: PGlite;
  beforeAll(async () => {
    client = thread ? await ThreadPGlite.create() : await PGlite.create();
    await client.exec(`
      create table items (id serial primary key, name text not null, price int, tags text[], at timestamptz,
        meta jsonb);
      insert into items (name, price, tags, at, meta) values
        ('tapis', 1200, '{rouge,laine}', '2026-11-25 10:00:00+00', '{"a": 1}'),
        ('lampe', null, '{}', '2026-11-24 09:30:00+00', null),
        ('l''olive', 300, '{a}', '2026-11-23 08:00:00+00', '[1, 2]');`);
  });
  afterAll(() => client.close());

  const text = `select id, name, price, tags, at, meta from items
    where (price >= $1 or $1::int is null) and name <> $2 and at < $3 order by id`;
  const cases: unknown[][] = [
    [0, 'lampe', new Date('2030-01-01T00:00:00Z')],
    [null, "l'olive", '2026-11-25 00:00:00+00'],
    [500, 'x', new Date('2026-11-26T00:00:00Z')],
  ];

  it('returns exactly what query() returns, in both row modes and with custom parsers', async () => {
    const prepared = new PglitePreparedStatements(client);
    const asText = { parsers: { 1184: (value: string) => `ts:${value}` } };
    for (const params of cases) {
      expect(await prepared.query(text, params)).toEqual(await client.query(text, params));
      const arrays = { rowMode: 'array' as const, ...asText };
      expect(await prepared.query(text, params, arrays)).toEqual(await client.query(text, params, arrays));
    }
    const write = 'update items set price = price where id = $1';
    expect(await prepared.query(write, [1])).toMatchObject({ affectedRows: 1 });
  });

  it('parses a text once and then only binds and executes it', async () => {
    const prepared = new PglitePreparedStatements(client);
    for (let i = 0; i < 5; i++) await prepared.query(text, cases[i % 3]);
    expect(prepared.stats).toEqual({ kept: 1, prepares: 1 });
    expect(
      (await preparedNames(client)).filter((name) => name.startsWith('souk_pglite_')).length,
    ).toBeGreaterThan(0);
  });

  it('keeps at most `max` statements, closing the least recently used', async () => {
    await client.exec('deallocate all');
    const prepared = new PglitePreparedStatements(client, 2);
    await prepared.query('select 1 as n');
    await prepared.query('select 2 as n');
    await prepared.query('select 1 as n'); // now the most recent
    await prepared.query('select 3 as n'); // closes 'select 2'
    expect(prepared.stats).toEqual({ kept: 2, prepares: 3 });
    expect(await preparedNames(client)).toHaveLength(2);
    expect((await prepared.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(prepared.stats).toEqual({ kept: 2, prepares: 4 });
    expect(await preparedNames(client)).toHaveLength(2);
  });

  it('prepares again when the server forgot the statement or a table changed shape', async () => {
    const prepared = new PglitePreparedStatements(client);
    await client.exec('create table shapes (id int)');
    await client.exec('insert into shapes values (1)');
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ id: 1 }]);
    await client.exec('deallocate all');
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ id: 1 }]);
    await client.exec("alter table shapes add column label text default 'x'");
    expect((await prepared.query('select * from shapes')).rows).toEqual([{ id: 1, label: 'x' }]);
    expect(prepared.stats.prepares).toBe(3);
  });

  it('rejects with the database error and serves the next statement', async () => {
    const prepared = new PglitePreparedStatements(client);
    await expect(prepared.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await prepared.query('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    await expect(prepared.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.query(text, cases[0])).rows).toHaveLength(2);
  });
});

describe.each(ENGINES)('the embedded database, PGlite %s', (_, thread) => {
  let database: Database;
  let embedded: { pglite: PGlite; prepared: PglitePreparedStatements };
  // Texts of named statements are remembered process-wide: one table name per engine keeps the first
  // run's prepared texts from counting as named in the second.
  const table = thread ? 'thread_things' : 'things';
  const things = pgTable(table, {
    id: serial('id').primaryKey(),
    label: textColumn('label').notNull(),
    n: integer('n').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  });
  beforeAll(async () => {
    database = await openPglite(undefined, undefined, { thread });
    embedded = database as unknown as typeof embedded;
    await database.exec(`create table ${table} (id serial primary key, label text not null, n int not null,
      at timestamptz not null);
      insert into ${table} (label, n, at) select 'thing ' || i, i, '2026-11-25 12:00:00+01' from generate_series(1, 20) i;`);
  });
  afterAll(() => database.close());

  it('runs named statements prepared, everything else as before, with the same rows', async () => {
    // In a worker thread, statements outside transactions are sent pipelined (start, startQuery).
    const prepared = thread ? vi.spyOn(embedded.prepared, 'start') : vi.spyOn(embedded.prepared, 'query');
    const plain = vi.spyOn(embedded.pglite, 'query');
    const pipelined = thread ? vi.spyOn(embedded.pglite as ThreadPGlite, 'startQuery') : undefined;
    try {
      const query = () =>
        database.db
          .select()
          .from(things)
          .where(sql`${things.n} > ${sql.placeholder('min')}`)
          .orderBy(things.id)
          .limit(3);
      const unnamed = await query().execute({ min: 17 });
      expect(prepared).not.toHaveBeenCalled();
      if (pipelined) expect(pipelined).toHaveBeenCalledTimes(1);
      const named = await prepareNamed(query()).execute({ min: 17 });
      expect(prepared).toHaveBeenCalledTimes(1);
      expect(named).toEqual(unnamed);
      expect(named).toEqual([
        { id: 18, label: 'thing 18', n: 18, at: '2026-11-25 11:00:00+00' },
        { id: 19, label: 'thing 19', n: 19, at: '2026-11-25 11:00:00+00' },
        { id: 20, label: 'thing 20', n: 20, at: '2026-11-25 11:00:00+00' },
      ]);
      // Inside a transaction the statements go to the transaction, prepared or not.
      const calls = prepared.mock.calls.length;
      const inTx = await database.db.transaction((tx) =>
        prepareNamed(tx.select().from(things).where(sql`${things.n} > ${17}`).orderBy(things.id)).execute(),
      );
      expect(inTx).toEqual(named);
      expect(prepared.mock.calls.length).toBe(calls);
      expect((pipelined ?? plain).mock.calls.length).toBeGreaterThan(0);
    } finally {
      prepared.mockRestore();
      plain.mockRestore();
      pipelined?.mockRestore();
    }
  });

  it('plans with in-memory costs', async () => {
    const show = async (name: string) =>
      (
        (await embedded.pglite.query<Record<string, string>>(`show ${name}`)).rows[0] as Record<
          string,
          string
        >
      )[name];
    expect(await show('random_page_cost')).toBe('1.1');
    expect(await show('cpu_tuple_cost')).toBe('0.03');
  });
});
