import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openTestDatabase, rowsOf, testEngine } from './database';

const rows = <T>(database: Database, text: string) => rowsOf<T>(database.db, text);

const raw = (database: Database) => (database as unknown as { pglite: object }).pglite;

/** PGlite, in-process or in its thread, hands a file's database on to the next (test/database.ts, decision 0067). */
const handsOn = testEngine() === 'pglite';

describe.runIf(handsOn)('the test database handed from one file to the next', () => {
  it('comes back emptied, its sequences at their start, when the file left only rows', async () => {
    const first = await openTestDatabase();
    await first.exec(
      `INSERT INTO categories (designation, slug) VALUES ('Téléphones', 'telephones'), ('Maison', 'maison');`,
    );
    const engine = raw(first);
    await first.dispose();

    const next = await openTestDatabase();
    expect(raw(next)).toBe(engine);
    // Under a database object of its own: what the app keeps per database starts empty.
    expect(next.db).not.toBe(first.db);
    expect(await rows(next, 'SELECT name FROM pg_prepared_statements')).toEqual([]);
    expect(await rows(next, 'SELECT id FROM categories')).toEqual([]);
    await next.exec(`INSERT INTO categories (designation, slug) VALUES ('Mode', 'mode');`);
    expect(await rows<{ id: number }>(next, 'SELECT id FROM categories')).toEqual([{ id: 1 }]);
    await next.dispose();
  });

  it('is closed, not handed on, when a file changed the schema or a session setting', async () => {
    for (const change of [
      'ALTER TABLE categories ADD COLUMN ajoutee text;',
      'CREATE TABLE public.laissee (id int);',
      'CREATE FUNCTION public.laissee() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      "SET statement_timeout = '1s';",
    ]) {
      const changed = await openTestDatabase();
      const engine = raw(changed) as { closed: boolean };
      await changed.exec(change);
      await changed.dispose();
      expect(engine.closed, change).toBe(true);

      const next = await openTestDatabase();
      expect(raw(next), change).not.toBe(engine);
      await next.dispose();
    }
  });

  it('is not handed on once a test closed it', async () => {
    const closed = await openTestDatabase();
    const engine = raw(closed);
    await closed.close();
    await closed.dispose();
    const next = await openTestDatabase();
    expect(raw(next)).not.toBe(engine);
    expect(await rows<{ one: number }>(next, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await next.dispose();
  });
});
