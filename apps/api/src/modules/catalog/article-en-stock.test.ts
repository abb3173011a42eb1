import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeArticle, makeStockArticle } from '../../../test/factories';
import { articles, stockArticles } from '../../db/schema/catalog';
import { makeTree, names } from './articles.fixtures';

/**
 * articles.en_stock (migration 0009): true exactly when the article has a stock row, kept by
 * statement triggers on stock_articles. The storefront lists read it instead of probing the stock.
 */
describe('articles.en_stock', () => {
  const t = useTestApp();

  const flags = async (...ids: number[]) => {
    const rows = await t.database.db
      .select({ id: articles.id, enStock: articles.enStock })
      .from(articles)
      .where(inArray(articles.id, ids))
      .orderBy(articles.id);
    return rows.map((r) => r.enStock);
  };

  it('follows the stock rows through inserts, deletes and moves, and the lists follow it', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db, { slug: 'stock-flag' });
    const listed = async () =>
      names((await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${categorie.slug}` })).json());
    const a = await makeArticle(db, sousCategorie.id, { designation: 'Alpha' });
    const b = await makeArticle(db, sousCategorie.id, { designation: 'Beta' });
    expect(await flags(a.id, b.id)).toEqual([false, false]);
    expect(await listed()).toEqual([]);

    // Two rows in one statement, then a third.
    await db.insert(stockArticles).values([
      { articleId: a.id, prix: 100_00, quantite: 1, combinaison: 'x' },
      { articleId: a.id, prix: 120_00, quantite: 1, combinaison: 'y' },
    ]);
    const third = await makeStockArticle(db, a.id);
    expect(await flags(a.id, b.id)).toEqual([true, false]);
    expect(await listed()).toEqual(['Alpha']);

    // Deleting some rows keeps the flag; deleting the last clears it.
    await db.delete(stockArticles).where(eq(stockArticles.id, third.id));
    expect(await flags(a.id)).toEqual([true]);

    // A quantity change (every checkout) leaves the article row alone: same row version (xmin).
    const version = async () => {
      const { rows } = (await db.execute(
        sql`select xmin::text as v from articles where id = ${a.id}`,
      )) as unknown as {
        rows: { v: string }[];
      };
      return rows[0]?.v;
    };
    const before = await version();
    await db.update(stockArticles).set({ quantite: 3 }).where(eq(stockArticles.articleId, a.id));
    expect(await version()).toBe(before);

    // Moving every row of Alpha to Beta moves the flag.
    await db.update(stockArticles).set({ articleId: b.id }).where(eq(stockArticles.articleId, a.id));
    expect(await flags(a.id, b.id)).toEqual([false, true]);
    expect(await listed()).toEqual(['Beta']);

    await db.delete(stockArticles).where(eq(stockArticles.articleId, b.id));
    expect(await flags(a.id, b.id)).toEqual([false, false]);
    expect(await listed()).toEqual([]);
  });
});
