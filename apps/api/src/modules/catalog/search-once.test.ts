import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import type { PglitePreparedStatements } from '../../db/pglite-prepared';
import { makeSellable, makeTree } from './articles.fixtures';

/**
 * The search statements are prepared (named), and after five executions the database keeps a generic
 * plan, in which `souk_word_tsquery($1, $2)` is no longer folded into a constant: written inline in a
 * filter or a sort key it was computed again for every article walked (150 times per search on the
 * demo seed, most of a 31 ms count in PGlite). They must be computed once per execution, in
 * sub-selects (InitPlans). Checked on the generic plan of every statement a search sends.
 */
describe('search statements compute their tsqueries once per execution', () => {
  const t = useTestApp();

  // PGlite (PostgreSQL 17) explains a generic plan of a text with parameters; the CI server is 15.
  it.skipIf(process.env.SOUK_TEST_ENGINE === 'pg')(
    'has no per-row tsquery or unaccent call in the generic plans of a search',
    async () => {
      const { categorie, sousCategorie } = await makeTree(t.database.db);
      for (const designation of ['Tapis berbère', 'Tapis de prière', 'Lampe de chevet'])
        await makeSellable(t.database.db, sousCategorie.id, { designation });
      const embedded = t.database as unknown as {
        prepared: PglitePreparedStatements;
        // exec: the simple protocol (EXPLAIN (generic_plan) of a text with $n and no values).
        pglite: { exec: (text: string) => Promise<{ rows: Record<string, string>[] }[]> };
      };
      // In a worker thread (the server's mode) prepared statements are sent through `start`.
      const spies = [vi.spyOn(embedded.prepared, 'query'), vi.spyOn(embedded.prepared, 'start')];
      try {
        // Past the last page, the count is a statement of its own (the page has no row to carry it).
        // Two words in a category: the first candidates ranked (souk_word_tsquery in the ranking); on the
        // search page: souk_search_top (decision 0024).
        for (const url of [
          'rechercheArticles?search=tapis',
          'rechercheArticles?search=tapis%20berbere',
          'rechercheArticles?search=tapsi',
          'rechercheArticles?search=tapis&page=9',
          `categorieShow/${categorie.slug}?search=tapis%20berbere`,
        ]) {
          const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().meta.total).toBeGreaterThan(0);
        }
        const texts = [...new Set(spies.flatMap((spy) => spy.mock.calls.map((call) => call[0])))].filter(
          (text) => text.includes('souk_search_plan') || text.includes('souk_search_top'),
        );
        expect(texts.some((text) => text.startsWith('select count(*)'))).toBe(true); // the count
        expect(texts.some((text) => text.includes('souk_search_top'))).toBe(true); // two words
        expect(texts.length).toBeGreaterThanOrEqual(4); // and the pages of one and two words
        expect(texts.some((text) => text.includes('souk_word_tsquery'))).toBe(true); // the ranking
        for (const text of texts) {
          const [explained] = await embedded.pglite.exec(`explain (generic_plan, verbose) ${text}`);
          const plan = (explained?.rows ?? []).map((row) => row['QUERY PLAN']).join('\n');
          const perRow = plan
            .split('\n')
            .filter((line) => /\b(Filter|Sort Key|Index Cond|Order By):/.test(line));
          for (const line of perRow) {
            expect(line, plan).not.toMatch(
              /souk_word_tsquery|to_tsquery|souk_unaccent|unaccent\(|souk_search_plan/,
            );
          }
        }
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    },
  );
});
