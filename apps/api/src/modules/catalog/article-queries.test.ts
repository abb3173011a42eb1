import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeClient,
  makeCommande,
  makeGalerie,
  makeMarchand,
  makeNote,
  makeOption,
  makePromotion,
  makeSousOption,
  makeStockArticle,
} from '../../../test/factories';
import type { Database } from '../../db/client';
import { makeSellable, makeTree, names } from './articles.fixtures';

/**
 * Counts the SQL statements the app sends, on either engine (on PGlite, the named statements go
 * through the prepared-statement cache instead of `query`; in a worker thread, statements are sent
 * pipelined through `startQuery` and `start`).
 */
function statementCounter(database: Database) {
  const embedded = database as unknown as {
    pglite: { query: () => unknown; startQuery?: () => unknown };
    prepared: { query: () => unknown; start: () => unknown };
  };
  const spies =
    database.kind === 'pglite'
      ? [
          vi.spyOn(embedded.pglite, 'query'),
          vi.spyOn(embedded.prepared, 'query'),
          vi.spyOn(embedded.prepared, 'start'),
          ...(embedded.pglite.startQuery
            ? [vi.spyOn(embedded.pglite as { startQuery: () => unknown }, 'startQuery')]
            : []),
        ]
      : [vi.spyOn(pg.Pool.prototype, 'query')];
  return {
    reset: () => {
      for (const spy of spies) spy.mockClear();
    },
    get count() {
      return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    },
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/**
 * No N+1: a list costs the same few statements with 1 article or a full page of rich ones
 * (variants, options, gallery, reviews, promotion, store).
 */
describe('SQL statements per request', () => {
  const t = useTestApp();

  async function catalogue(n: number) {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const shop = await makeMarchand(db);
    const client = await makeClient(db);
    for (let i = 0; i < n; i++) {
      const a = await makeSellable(db, sousCategorie.id, {
        designation: `Tapis ${i}`,
        marchandId: shop.id,
        prix: [],
      });
      const option = await makeOption(db, a.id);
      for (let k = 0; k < 2; k++) {
        const so = await makeSousOption(db, option.id);
        await makeStockArticle(db, a.id, { sousOptions: [{ id: so.id, optionId: option.id }] });
      }
      await makeGalerie(db, a.id);
      await makeNote(db, a.id, client.id);
      await makePromotion(db, [a.id], { pourcentage: 20 });
      await makeCommande(db, client.id, [{ articleId: a.id, quantite: 1 }]);
    }
    return { categorie, sousCategorie, shop };
  }

  /** Statements per call, on a catalogue of `size` articles. */
  async function costs(size: number) {
    const { categorie, sousCategorie, shop } = await catalogue(size);
    const urls: Record<string, string> = {
      categorieShow: `/api/v1/categorieShow/${categorie.slug}?prixMin=1&promotion=5&etoil=1`,
      articles: `/api/v1/articles/${sousCategorie.id}`,
      articlesMarchand: `/api/v1/articlesMarchand/${shop.id}?categorie=${categorie.id}`,
      rechercheArticles: '/api/v1/rechercheArticles?search=tapsi',
      rechercheDeuxMots: '/api/v1/rechercheArticles?search=tapis%200',
      allArticles: '/api/v1/accueil/allArticles?search=tapis',
      newArticles: '/api/v1/newArticles',
      articlesPromo: '/api/v1/articlesPromo',
      articlesPlusCommandes: '/api/v1/articlesPlusCommandes',
      articlesMieuxNotes: '/api/v1/articlesMieuxNotes',
      pubsWithArticles: '/api/v1/pubsWithArticles',
    };
    const counter = statementCounter(t.database);
    const result: Record<string, number> = {};
    try {
      for (const [name, url] of Object.entries(urls)) {
        counter.reset();
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        expect(res.json().data.length, url).toBeGreaterThan(0);
        result[name] = counter.count;
      }
    } finally {
      counter.restore();
    }
    return result;
  }

  it('answers each list in at most 3 statements, the same for 1 article as for a full page', async () => {
    const small = await costs(1);
    expect(small).toEqual({
      categorieShow: 3,
      articles: 3,
      articlesMarchand: 3,
      // A one-word search: its page, read in walk order, and its count (decision 0023).
      rechercheArticles: 2,
      allArticles: 2,
      // A search of several words, one of them rare: its page (souk_search_top, decision 0024) ranks
      // every match and counts them. (Common words: the page and a count, search-top.test.ts.)
      rechercheDeuxMots: 1,
      newArticles: 1,
      articlesPromo: 1,
      articlesPlusCommandes: 1,
      articlesMieuxNotes: 1,
      pubsWithArticles: 3,
    });
    await t.database.exec('TRUNCATE articles, marchands, categories, clients RESTART IDENTITY CASCADE');
    expect(await costs(12)).toEqual(small);
  });

  it('answers a search of several words that no article holds entirely in two statements: the empty page, then its partial matches', async () => {
    const { sousCategorie } = await makeTree(t.database.db);
    await makeSellable(t.database.db, sousCategorie.id, { designation: 'Tapis berbère' });
    await makeSellable(t.database.db, sousCategorie.id, { designation: 'Lampe en cuivre' });
    const counter = statementCounter(t.database);
    try {
      // The first page is exact and empty: no count is needed to tell that nothing holds both words;
      // the partial matches' page counts itself (decision 0035).
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/rechercheArticles?search=tapis%20cuivre',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ meta: { total: 2 } });
      expect(names(res.json()).sort()).toEqual(['Lampe en cuivre', 'Tapis berbère']);
      expect(counter.count).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it('shows one article in one statement', async () => {
    const { sousCategorie } = await makeTree(t.database.db);
    const a = await makeSellable(t.database.db, sousCategorie.id);
    const counter = statementCounter(t.database);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${a.id}` });
      expect(res.statusCode).toBe(200);
      expect(counter.count).toBe(1);
      // Shown again, unchanged: only its version is read (decision 0022).
      counter.reset();
      const again = await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${a.id}` });
      expect(again.body).toBe(res.body);
      expect(counter.count).toBe(1);
      // Changed meanwhile: the version, then the article.
      await t.database.db.execute(sql`update articles set designation = 'Autre nom' where id = ${a.id}`);
      counter.reset();
      const changed = await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${a.id}` });
      expect(changed.json().data.designation).toBe('Autre nom');
      expect(counter.count).toBe(2);
    } finally {
      counter.restore();
    }
  });
});
