import { and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { rowsOf } from '../../../test/database';
import { makeMarchand } from '../../../test/factories';
import type { Db } from '../../db/client';
import { PARTIAL_CANDIDATES_PER_WORD, SEARCH_CANDIDATES, visibleArticle } from './article-listing.repository';
import { makeSellable, makeTree } from './articles.fixtures';

type Ranked = { id: number; relevance: number };

/** `words` as a text[] (a JS array in sql`` would be a list of parameters). */
const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * souk_search_top's answer: its `k` most relevant articles for `words`, in its order. `readAll`: as
 * it runs for a word of fewer than 1 000 postings (every match read and ranked); otherwise the
 * threshold walk, whatever the sizes. `sparseAfter`: the round after which an unfinished walk
 * intersects the words' postings (every match, when they are at most `intersectLimit`).
 */
const topRows = (
  db: Db,
  words: string[],
  k: number,
  { readAll = false, sparseAfter = 1 << 30, intersectLimit = 5000 } = {},
) =>
  rowsOf<Ranked & { total: number | null }>(
    db,
    sql`select article_id as id, relevance, total
          from souk_search_top(${textArray(words)}, ${k}::int, ${readAll ? 1000 : 0}::int,
                               ${sparseAfter}::int, ${intersectLimit}::int)`,
  );
const top = async (db: Db, words: string[], k: number, readAll = false) =>
  (await topRows(db, words, k, { readAll })).map(({ id, relevance }) => ({ id, relevance }));

/** souk_search_count: how many articles match, up to `cap` (null: the postings cannot tell). */
const countOf = async (db: Db, words: string[], cap: number) =>
  (
    await rowsOf<{ n: number | null }>(
      db,
      sql`select souk_search_count(${textArray(words)}, ${cap}::int) as n`,
    )
  )[0].n;

/**
 * The same, computed the long way: every visible article (the storefront's `visibleArticle`) matching
 * the plan's tsquery, scored by the sum over the words of their best lexeme's score, all sorted.
 */
const everyMatch = (db: Db, words: string[]) =>
  rowsOf<Ranked>(
    db,
    sql`with w as (select * from souk_search_words(${textArray(words)})),
             plan as (select * from souk_search_plan(${textArray(words)}))
      select articles.id,
             (select sum((select max(souk_search_score(articles.search_vector, l))
                            from unnest(w.lexemes) l)::float8) from w) as relevance
        from articles, plan
       where ${and(visibleArticle, sql`plan.matches is not null and ts_match_vq(articles.search_vector, plan.matches)`)}
       order by relevance desc, articles.created_at desc, articles.id desc`,
  );

/**
 * Visible articles in bulk, one stock row each: `rows` selects their slug, designation, description,
 * sub-category and creation time.
 */
async function sellableRows(db: Db, rows: ReturnType<typeof sql>) {
  await db.execute(sql`with a as (
      insert into articles (slug, designation, description, sous_categorie_id, created_at) ${rows}
      returning id)
    insert into stock_articles (article_id, prix, quantite, combinaison)
    select id, 100000, 5, '' from a`);
}

/**
 * 600 articles where the best placed for one word mostly lack the other ('Lampe lampe', 'Cuivre
 * cuivre'), so that the matches lie deep in both words' postings, in many places (name, description,
 * brand, once or more), three by three created at the same minute (ties broken by id), some hidden
 * (inactive, out of stock, from a closed store): the walk runs several rounds, stops on its bound, and
 * many relevances tie.
 */
async function catalogue(db: Db) {
  const { sousCategorie } = await makeTree(db);
  const closed = await makeMarchand(db, { valide: false });
  await db.execute(sql`with a as (
      insert into articles (slug, designation, description, marque, sous_categorie_id, marchand_id, valide, created_at)
      select 'top-' || g,
             concat_ws(' ', case g % 4 when 0 then 'Lampe lampe' when 1 then 'Cuivre cuivre' end,
                       case when g % 20 = 0 then 'cuivre' when g % 20 = 1 then 'lampe' end,
                       case when g % 8 = 2 then 'Lampe en cuivre' when g % 8 = 6 then 'Lampes' end,
                       'modèle ' || g),
             concat_ws(' ', case when g % 4 = 0 then 'Une lampe, une vraie lampe.' end,
                       case when g % 4 = 1 then 'Du cuivre, rien que du cuivre.' end,
                       case when g % 8 = 6 then 'En cuivre martelé.' end,
                       case when g % 12 = 3 then 'Une lampe.' end),
             case when g % 4 = 2 and g % 8 <> 2 then 'Cuivre et Cie' end,
             ${sousCategorie.id}::int,
             case when g % 17 = 0 then ${closed.id}::int end,
             case when g % 13 = 0 then 0 else 1 end,
             timestamptz '2026-01-01' + make_interval(mins => g / 3)
        from generate_series(1, 600) g
      returning id, slug)
    insert into stock_articles (article_id, prix, quantite, combinaison)
    select id, 100000, 5, '' from a where split_part(slug, '-', 2)::int % 19 <> 0`);
}

describe('souk_search_top (migration 0015, decision 0024): the most relevant matches of several words', () => {
  const t = useTestApp();

  it('gives the first k of every match ranked, for every k', async () => {
    const db = t.database.db;
    await catalogue(db);
    const queries = [
      ['lampe', 'cuivre'],
      ['cuivre', 'lampe'],
      ['lampe', 'de', 'cuivre'], // a stop word constrains nothing
      ['lampes', 'cuiv'], // the last word as a prefix
      ['cuivre', 'lmape'], // a typo: its look-alikes
      ['cuivre', 'modele', 'lampe'],
      ['le', 'cuivre'], // one word that constrains
    ];
    for (const words of queries) {
      const all = await everyMatch(db, words);
      expect(all.length, words.join(' ')).toBeGreaterThan(5);
      for (const k of [1, 2, 5, 12, 31, 33, 64, all.length, SEARCH_CANDIDATES]) {
        expect(await top(db, words, k), `${words.join(' ')}, k = ${k}`).toEqual(all.slice(0, k));
        expect(await top(db, words, k, true), `${words.join(' ')}, k = ${k}, all read`).toEqual(
          all.slice(0, k),
        );
      }
      // Every match read: it says how many there are.
      const [first] = await rowsOf<{ total: number }>(
        db,
        sql`select total from souk_search_top(${textArray(words)}, 1)`,
      );
      expect(first.total).toBe(all.length);
      // Sparse matches: the walk intersects the words' postings (at once, or after a round when it
      // has not ended) and ranks every match, saying how many; with too many to rank, it walks on to
      // the same answer.
      for (const k of [1, 12, 64, all.length]) {
        const sparse = await topRows(db, words, k, { sparseAfter: 0 });
        expect(
          sparse.map(({ id, relevance }) => ({ id, relevance })),
          `${words.join(' ')}, k = ${k}, sparse`,
        ).toEqual(all.slice(0, k));
        expect(sparse[0].total).toBe(all.length);
        const later = await topRows(db, words, k, { sparseAfter: 32 });
        expect(later.map(({ id, relevance }) => ({ id, relevance }))).toEqual(all.slice(0, k));
        const walked = await topRows(db, words, k, { sparseAfter: 0, intersectLimit: 3 });
        expect(walked.map(({ id, relevance }) => ({ id, relevance }))).toEqual(all.slice(0, k));
        expect(walked[0].total).toBeNull();
      }
      // The count from the postings: every match, or the cap.
      expect(await countOf(db, words, 10_000)).toBe(all.length);
      expect(await countOf(db, words, 5)).toBe(5);
    }
    // Nothing for a word that matches nothing, only stop words, or no room.
    expect(await countOf(db, ['lampe', 'zxqwvk'], 1000)).toBe(0);
    expect(await countOf(db, ['le', 'de'], 1000)).toBe(0);
    expect(await top(db, ['lampe', 'zxqwvk'], 12)).toEqual([]);
    expect(await top(db, ['le', 'de'], 12)).toEqual([]);
    expect(await top(db, ['lampe', 'cuivre'], 0)).toEqual([]);
  });

  it('keeps reading while an article not read yet could tie and be newer', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // The same two places, swapped: the same relevance, and the newer one ranks first.
    const older = await makeSellable(db, sousCategorie.id, {
      designation: 'Lampe ancienne',
      description: 'En cuivre.',
      createdAt: at('2025-01-01'),
    });
    const newer = await makeSellable(db, sousCategorie.id, {
      designation: 'Cuivre poli',
      description: 'Pour une lampe.',
      createdAt: at('2025-06-01'),
    });
    // Newer than both, read first: copper names without a lamp, lamps in descriptions without copper.
    // After the first round (32 postings a word) the older one is the only match read, and its
    // relevance equals the bound: only the dates tell that the newer one may still come.
    await sellableRows(
      db,
      sql`select 'brut-' || g, 'Cuivre brut ' || g, '', ${sousCategorie.id}::int,
               timestamptz '2026-01-01' + make_interval(mins => g)
          from generate_series(1, 40) g
        union all
        select 'vase-' || g, 'Vase ' || g, 'Près de la lampe.', ${sousCategorie.id}::int,
               timestamptz '2026-01-01' + make_interval(mins => g)
          from generate_series(1, 40) g`,
    );
    const [first, second] = await top(db, ['lampe', 'cuivre'], 2);
    expect(first.relevance).toBe(second.relevance);
    expect([first.id, second.id]).toEqual([newer.id, older.id]);
    expect(await top(db, ['lampe', 'cuivre'], 1)).toEqual([first]);
    expect(await top(db, ['lampe', 'cuivre'], 1)).toEqual(
      (await everyMatch(db, ['lampe', 'cuivre'])).slice(0, 1),
    );
  });

  it('reads on past a prefix of more than 64 lexemes, whose list is incomplete', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    // 70 lamps each named with its own word beginning with 'zq' (64 are listed for the prefix), older
    // than 200 other lamps: those 6 are reached through 'lampe' only, after the prefix's list ran out.
    await sellableRows(
      db,
      sql`select 'zq-' || g, 'Lampe zq' || chr(97 + g % 26) || chr(97 + g / 26), '', ${sousCategorie.id}::int,
               timestamptz '2025-01-01' + make_interval(mins => g)
          from generate_series(1, 70) g
        union all
        select 'lampe-' || g, 'Lampe ' || g, '', ${sousCategorie.id}::int,
               timestamptz '2026-01-01' + make_interval(mins => g)
          from generate_series(1, 200) g`,
    );
    const all = await everyMatch(db, ['lampe', 'zq']);
    expect(all).toHaveLength(70);
    for (const k of [12, 64, 65, 70]) expect(await top(db, ['lampe', 'zq'], k)).toEqual(all.slice(0, k));
    // The intersection leaves the incomplete prefix out ('lampe' alone) and still finds all 70.
    for (const k of [12, 70]) {
      const sparse = await topRows(db, ['lampe', 'zq'], k, { sparseAfter: 0 });
      expect(sparse.map(({ id, relevance }) => ({ id, relevance }))).toEqual(all.slice(0, k));
      expect(sparse[0].total).toBe(70);
    }
    expect(await countOf(db, ['lampe', 'zq'], 1000)).toBe(70);
    // A prefix alone, incomplete: the postings cannot tell, the caller counts.
    expect(await countOf(db, ['zq'], 1000)).toBeNull();
  });

  it('shows the article holding every word in its name first, however old, past 1 000 newer candidates', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    await makeSellable(db, sousCategorie.id, {
      designation: 'Lampe en cuivre',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    // 1 002 newer copper trays that mention a lamp, and lamps without copper. 'cuivre' walks (the first
    // word, both having 1 000 postings or more), its name place ties the trays with the lamp, newest
    // first: ranking the first 1 000 candidates of its walk (decision 0023) missed the best match.
    await sellableRows(
      db,
      sql`select 'plateau-' || g, 'Plateau en cuivre ' || g,
               'Pour poser une lampe.',
               ${sousCategorie.id}::int, timestamptz '2026-01-01' + make_interval(mins => g)
          from generate_series(1, ${SEARCH_CANDIDATES + 2}::int) g
        union all
        select 'lampe-' || g, 'Lampe de chevet ' || g, '', ${sousCategorie.id}::int,
               timestamptz '2026-01-01' + make_interval(mins => g)
          from generate_series(1, ${SEARCH_CANDIDATES + 10}::int) g`,
    );
    const page = async (n: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/rechercheArticles?search=cuivre%20lampe&page=${n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number; designation: string }[]; meta: { total: number } };
    };
    const first = await page(1);
    expect(first.data[0].designation).toBe('Lampe en cuivre');
    // Then the trays, newest first (the lamp in their description), page after page without a gap.
    expect(first.data[1].designation).toBe(`Plateau en cuivre ${SEARCH_CANDIDATES + 2}`);
    const second = await page(2);
    expect(second.data[0].designation).toBe(`Plateau en cuivre ${SEARCH_CANDIDATES + 2 - 11}`);
    expect(new Set([...first.data, ...second.data].map((a) => a.id)).size).toBe(24);
    expect(first.meta.total).toBe(SEARCH_CANDIDATES);

    // Two words of 1 000 postings or more that never meet: no match, counted from the postings, so
    // the partial matches answer (decision 0035): each word's best placed articles, one word each.
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rechercheArticles?search=chevet%20plateau',
    });
    expect(none.statusCode, none.body).toBe(200);
    const partial = none.json() as { data: { designation: string }[]; meta: object };
    expect(partial.data).toHaveLength(12);
    for (const a of partial.data) expect(a.designation).toMatch(/^(Lampe de chevet|Plateau en cuivre) \d+$/);
    // Each word's best placed PARTIAL_CANDIDATES_PER_WORD articles are the candidates.
    expect(partial.meta).toMatchObject({ total: 2 * PARTIAL_CANDIDATES_PER_WORD });
  });
});
