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
  const expected = sql`select l.lexeme::text collate "C" as lexeme, a.created_at, a.id as article_id
    from articles a, unnest(tsvector_to_array(a.search_vector)) l(lexeme)`;
  const kept = sql`select lexeme, created_at, article_id from search_postings`;
  const { rows } = (await db.execute(
    sql`(${expected} except all ${kept}) union all (${kept} except all ${expected})`,
  )) as unknown as { rows: unknown[] };
  return rows;
}

/** `n` visible articles named `${name} ${i}`, one minute apart, the last one the newest. */
async function bulkSellable(db: Db, sousCategorieId: number, name: string, n: number) {
  await db.execute(sql`with a as (
      insert into articles (slug, designation, sous_categorie_id, created_at)
      select 'bulk-' || g, ${name} || ' ' || g, ${sousCategorieId}::int,
             timestamptz '2026-01-01' + make_interval(mins => g)
        from generate_series(1, ${n}::int) g
      returning id)
    insert into stock_articles (article_id, prix, quantite, combinaison)
    select id, 100000, 5, '' from a`);
}

describe('search_postings (migration 0011): the lexemes of every article, newest first', () => {
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

  it(`ranks the newest ${SEARCH_CANDIDATES} matches of a search and says the total is capped`, async () => {
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
    // Same relevance for every 'Vase n': newest first; the 3 oldest matches are beyond the cap.
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
