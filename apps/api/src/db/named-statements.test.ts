import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { makeSellable, makeTree } from '../modules/catalog/articles.fixtures';
import { cachedStatement, NAMED_PLAN_CACHE_MODE, namedStatementsDb, prepareNamed } from './named-statements';

const planCacheMode = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) => {
  const result = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as
    | { rows: { mode: string }[] }
    | { mode: string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.mode;
};

describe('named statements', () => {
  const t = useTestApp();

  it('are built on the database they run on: the generic-plan connections on PostgreSQL, the one connection on PGlite', async () => {
    const { db } = t.database;
    const named = namedStatementsDb(db);
    let builtOn: unknown;
    cachedStatement(db, 'test:built-on', (on) => {
      builtOn = on;
      return prepareNamed(on.select({ one: sql<number>`1` }).from(sql`(select 1) x`));
    });
    expect(builtOn).toBe(named);
    if (t.database.kind === 'postgres') {
      expect(named).not.toBe(db);
      expect(await planCacheMode(named)).toBe(NAMED_PLAN_CACHE_MODE);
      // Every other statement keeps PostgreSQL's choice (planned with its values).
      expect(await planCacheMode(db)).toBe('auto');
    } else {
      expect(named).toBe(db);
    }
    // Inside a transaction they run in it.
    await db.transaction(async (tx) => {
      expect(namedStatementsDb(tx)).toBe(tx);
    });
  });

  it.runIf(process.env.SOUK_TEST_ENGINE === 'pg')(
    'are planned once per connection: the search and list pages run on a generic plan, never replanned',
    async () => {
      const { categorie, sousCategorie } = await makeTree(t.database.db);
      for (const designation of ['Tapis berbère', 'Tapis de prière', 'Lampe de chevet'])
        await makeSellable(t.database.db, sousCategorie.id, { designation });
      // One request at a time: the named connections' pool opens one connection and reuses it.
      for (let round = 0; round < 7; round++) {
        for (const url of ['rechercheArticles?search=tapis', `categorieShow/${categorie.slug}`]) {
          const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data.length).toBeGreaterThan(0);
        }
      }
      // Every connection of the named statements' pool, each asked for its prepared statements.
      const pool = (namedStatementsDb(t.database.db) as unknown as { $client: pg.Pool }).$client;
      expect(pool.idleCount).toBeGreaterThan(0);
      const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      const rows: { name: string; statement: string; generic: number; custom: number }[] = [];
      try {
        for (const client of clients) {
          const result = await client.query(
            `select name, statement, generic_plans::int as generic, custom_plans::int as custom
               from pg_prepared_statements where name like 'souk\\_%'`,
          );
          rows.push(...result.rows);
        }
      } finally {
        for (const client of clients) client.release();
      }
      expect(rows.length).toBeGreaterThan(0);
      const pages = rows.filter((r) => r.statement.includes('row_number() over'));
      // The search page (its walk: souk_search_plan) and the category page, each run 7 times.
      expect(pages.some((r) => r.statement.includes('souk_search_plan'))).toBe(true);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const r of rows) {
        expect(r.custom, r.statement.slice(0, 200)).toBe(0);
        expect(r.generic).toBeGreaterThan(0);
      }
      // Over the connections, each page ran 7 times, always on its generic plan.
      for (const search of [true, false]) {
        const runs = pages
          .filter((r) => r.statement.includes('souk_search_plan') === search)
          .reduce((n, r) => n + r.generic, 0);
        expect(runs, search ? 'search page' : 'category page').toBe(7);
      }
    },
  );
});
