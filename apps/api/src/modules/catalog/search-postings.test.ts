import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeArticle, makeMarchand } from '../../../test/factories';
import type { Db } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles, sousCategories } from '../../db/schema/catalog';
import { SEARCH_CANDIDATES } from './article-listing.repository';
import { ids, makeSellable, makeTree } from './articles.fixtures';

/** Postings that are not exactly the lexemes of the articles' documents, both ways. */
async function postingsOutOfStep(db: Db) {
  const expected = sql`select l.lexeme::text collate "C" as lexeme,
      souk_search_score(a.search_vector, l.lexeme) as score, a.created_at, a.id as article_id
    from articles a, unnest(tsvector_to_array(a.search_vector)) l(lexeme)`;
  const kept = sql`select lexeme, score, created_at, article_id from search_postings`;
  const { rows } = (await db.execute(
    sql`(${expected} except all ${kept}) union all (${kept} except all ${expected})`,
  )) as unknown as { rows: unknown[] };
  return rows;
}

/** `n` visible articles named `${name} ${i}`, one minute apart, the last one the newest. */
async function bulkSellable(db: Db, sousCategorieId: number, name: string, n: number, description = '') {
  await db.execute(sql`with a as (
      insert into articles (slug, designation, description, sous_categorie_id, created_at)
      select 'bulk-' || g, ${name} || ' ' || g, ${description}, ${sousCategorieId}::int,
             timestamptz '2026-01-01' + make_interval(mins => g)
        from generate_series(1, ${n}::int) g
      returning id)
    insert into stock_articles (article_id, prix, quantite, combinaison)
    select id, 100000, 5, '' from a`);
}

describe('search_postings (migrations 0011, 0014): the lexemes of every article, best placed then newest', () => {
  const t = useTestApp();

  it('follows inserts, edits, renames, new dates and deletions', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const shop = await makeMarchand(db, { designationMagasin: 'Bazar de la Casbah' });
    const tapis = await makeSellable(db, sousCategorie.id, {
      designation: 'Tapis berbère',
      marchandId: shop.id,
    });
    const lampe = await makeArticle(db, sousCategorie.id, { designation: 'Lampe en cuivre' });
    await bulkSellable(db, sousCategorie.id, 'Théière ciselée', 3);
    expect(await postingsOutOfStep(db)).toEqual([]);
    // The score is ts_rank of the lexeme alone, also for lexemes that tsquery input would split or
    // unquote (a hyphen, a quote, a backslash).
    const scores = (
      (await db.execute(sql`select
          (select bool_and(souk_search_score(a.search_vector, l.lexeme) = ts_rank(a.search_vector, to_tsquery('simple', l.lexeme)))
             from articles a, unnest(tsvector_to_array(a.search_vector)) l(lexeme) where l.lexeme ~ '^[a-z]+$') as plain,
          souk_search_score(array_to_tsvector(array['sous-categor', 'l''eau', 'a\\b']), 'sous-categor') > 0 as hyphen,
          souk_search_score(array_to_tsvector(array['sous-categor', 'l''eau', 'a\\b']), 'l''eau') > 0 as quote,
          souk_search_score(array_to_tsvector(array['sous-categor', 'l''eau', 'a\\b']), 'a\\b') > 0 as backslash,
          souk_search_score(array_to_tsvector(array['sous-categor']), 'sous') as absent`)) as unknown as {
        rows: Record<string, boolean | number>[];
      }
    ).rows[0];
    expect(scores).toEqual({ plain: true, hyphen: true, quote: true, backslash: true, absent: 0 });
    const [{ n }] = (
      (await db.execute(
        sql`select count(*)::int as n from search_postings where lexeme = 'theier'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(3);

    await db
      .update(articles)
      .set({ designation: 'Tapis kabyle', description: 'Laine.' })
      .where(eq(articles.id, tapis.id));
    await db
      .update(sousCategories)
      .set({ designation: 'Décoration' })
      .where(eq(sousCategories.id, sousCategorie.id));
    await db.update(marchands).set({ designationMagasin: 'Souk El Djemaa' }).where(eq(marchands.id, shop.id));
    await db
      .update(articles)
      .set({ createdAt: new Date('2025-05-01T10:00:00Z') })
      .where(eq(articles.id, lampe.id));
    await db.update(articles).set({ nbrLike: 3 }).where(eq(articles.id, lampe.id)); // the document unchanged
    expect(await postingsOutOfStep(db)).toEqual([]);

    await db.delete(articles).where(eq(articles.id, lampe.id));
    expect(await postingsOutOfStep(db)).toEqual([]);
    const search = async (q: string) =>
      ids((await t.app.inject({ method: 'GET', url: `/api/v1/rechercheArticles?search=${q}` })).json());
    expect(await search('kabyle')).toEqual([tapis.id]);
    expect(await search('berbere')).toEqual([]);
    expect(await search('djemaa')).toEqual([tapis.id]);
    expect(await search('decoration%20tapis')).toEqual([tapis.id]);
  });

  it("shows a one-word search by the word's place in each article, the word as typed first, then newest", async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    await makeSellable(db, sousCategorie.id, { designation: 'Tapis rouge', createdAt: minutes(1) });
    await makeSellable(db, sousCategorie.id, {
      designation: 'Lampe de salon',
      description: 'Posée sur un tapis.',
      createdAt: minutes(3),
    });
    await makeSellable(db, sousCategorie.id, { designation: 'Tapisserie murale', createdAt: minutes(2) });
    await makeSellable(db, sousCategorie.id, { designation: 'Tapis de prière', createdAt: minutes(-1) });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rechercheArticles?search=tapis' });
    expect(res.statusCode, res.body).toBe(200);
    // In the name (weight A) before the description (D), whatever the date; among names, the word
    // typed ('tapis') before a longer word it begins ('tapisserie'), then newest.
    expect(res.json().data.map((a: { designation: string }) => a.designation)).toEqual([
      'Tapis rouge',
      'Tapis de prière',
      'Tapisserie murale',
      'Lampe de salon',
    ]);
    expect(res.json().meta.total).toBe(4);
  });

  it(`shows the best placed match first, however old, past the ${SEARCH_CANDIDATES} newest`, async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    await makeSellable(db, sousCategorie.id, {
      designation: 'Coupe en argent',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await bulkSellable(db, sousCategorie.id, 'Plateau', SEARCH_CANDIDATES + 2, 'Avec sa coupe assortie.');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rechercheArticles?search=coupe' });
    expect(res.statusCode, res.body).toBe(200);
    // Named 'coupe' (A): first, although 1 002 newer articles hold the word in their description (D).
    expect(res.json().data[0].designation).toBe('Coupe en argent');
    expect(res.json().data[1].designation).toBe(`Plateau ${SEARCH_CANDIDATES + 2}`);
    expect(res.json().meta).toMatchObject({ total: SEARCH_CANDIDATES, total_capped: true });
  });

  it(`shows the first ${SEARCH_CANDIDATES} matches of a search and says the total is capped`, async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    await makeSellable(db, sousCategorie.id, {
      designation: 'Vase rare en terre cuite',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    await bulkSellable(db, sousCategorie.id, 'Vase', SEARCH_CANDIDATES + 2);
    const page = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const first = await page('/api/v1/rechercheArticles?search=vase');
    expect(first.meta).toMatchObject({ total: SEARCH_CANDIDATES, total_capped: true });
    // The same place for every 'Vase n': newest first; the 3 oldest matches are beyond the cap.
    expect(first.data[0].designation).toBe(`Vase ${SEARCH_CANDIDATES + 2}`);
    const lastPage = Math.ceil(SEARCH_CANDIDATES / 12);
    const last = await page(`/api/v1/rechercheArticles?search=vase&page=${lastPage}`);
    expect(last.data.at(-1).designation).toBe('Vase 3');
    expect(last.meta).toMatchObject({ total: SEARCH_CANDIDATES, total_capped: true });
    // A page past the end has no row to carry the count: it is counted apart, the same.
    const beyond = await page(`/api/v1/rechercheArticles?search=vase&page=${lastPage + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: SEARCH_CANDIDATES, total_capped: true });
    // Another word narrows before the cap: the oldest vase is found by 'vase rare', not by 'vase' alone.
    const rare = await page('/api/v1/rechercheArticles?search=vase%20rare');
    expect(rare.meta.total).toBe(1);
    expect(rare.data[0].designation).toBe('Vase rare en terre cuite');
    // A hidden article takes no place among the candidates.
    await db
      .update(articles)
      .set({ valide: 0 })
      .where(eq(articles.designation, `Vase ${SEARCH_CANDIDATES + 2}`));
    const after = await page(`/api/v1/rechercheArticles?search=vase&page=${lastPage}`);
    expect(after.data.at(-1).designation).toBe('Vase 2');
  });
});
