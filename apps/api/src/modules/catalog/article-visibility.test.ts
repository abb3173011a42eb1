import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeArticle,
  makeClient,
  makeCommande,
  makeMarchand,
  makeNote,
  makePromotion,
} from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { makeSellable, makeTree } from './articles.fixtures';

/**
 * The storefront shows only valide = 1 articles with stock, platform-owned or from a
 * store that is not blocked — in every call (docs/product/storefront-and-client.md, Calls).
 */
describe('article visibility in every public call', () => {
  const t = useTestApp();

  async function scenario() {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const hiddenOnly = await makeTree(db);
    const shop = await makeMarchand(db);
    const blockedShop = await makeMarchand(db, { valide: false });
    const sc = sousCategorie.id;
    const visible = await makeSellable(db, sc, { designation: 'Tajine visible' });
    const fromShop = await makeSellable(db, sc, { designation: 'Tajine boutique', marchandId: shop.id });
    const hidden = [
      await makeSellable(db, sc, { designation: 'Tajine nouveau', valide: -1, marchandId: shop.id }),
      await makeSellable(db, sc, { designation: 'Tajine bloqué', valide: 0 }),
      await makeArticle(db, sc, { designation: 'Tajine sans stock', marchandId: shop.id }),
      await makeSellable(db, sc, { designation: 'Tajine magasin bloqué', marchandId: blockedShop.id }),
      await makeSellable(db, hiddenOnly.sousCategorie.id, { designation: 'Tajine caché', valide: -1 }),
    ];
    const client = await makeClient(db);
    const all = [visible, fromShop, ...hidden];
    await makePromotion(
      db,
      all.map((a) => a.id),
      { pourcentage: 40 },
    );
    for (const a of all) await makeNote(db, a.id, client.id, { note: 5 });
    await makeCommande(
      db,
      client.id,
      all.map((a) => ({ articleId: a.id, quantite: 2 })),
    );
    return { categorie, sousCategorie, shop, visible, fromShop, hidden, hiddenOnly };
  }

  it('lists only sellable articles, whatever the call', async () => {
    const s = await scenario();
    const shown = [s.visible.id, s.fromShop.id].sort();
    const lists = [
      `/api/v1/categorieShow/${s.categorie.slug}`,
      `/api/v1/articles/${s.sousCategorie.id}`,
      '/api/v1/rechercheArticles?search=tajine',
      '/api/v1/accueil/allArticles',
      '/api/v1/newArticles',
      '/api/v1/articlesPromo',
      '/api/v1/articlesPlusCommandes',
      '/api/v1/articlesMieuxNotes',
    ];
    for (const url of lists) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body.data.map((a: { id: number }) => a.id).sort(), url).toEqual(shown);
      if (body.meta) expect(body.meta.total, url).toBe(2);
    }

    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/articlesMarchand/${s.shop.id}` })).json();
    expect(shop.data.map((a: { id: number }) => a.id)).toEqual([s.fromShop.id]);

    const blocks = (await t.app.inject({ method: 'GET', url: '/api/v1/pubsWithArticles' })).json();
    expect(blocks.data).toHaveLength(1);
    expect(blocks.data[0].categorie.id).toBe(s.categorie.id);
    expect(blocks.data[0].articles.map((a: { id: number }) => a.id).sort()).toEqual(shown);
  });

  it('answers 404 to show and like a hidden article, and never counts the like', async () => {
    const s = await scenario();
    for (const article of s.hidden) {
      for (const url of [`/api/v1/articleShow/${article.id}`, `/api/v1/like/${article.id}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} ${article.designation}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Article introuvable.' });
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${s.visible.id}` })).statusCode,
    ).toBe(200);
  });

  it('hides a store’s articles as soon as the store is blocked', async () => {
    const s = await scenario();
    await t.database.db.update(marchands).set({ valide: false }).where(eq(marchands.id, s.shop.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${s.fromShop.id}` });
    expect(res.statusCode).toBe(404);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${s.categorie.slug}` })
    ).json();
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([s.visible.id]);
    const shopPage = await t.app.inject({ method: 'GET', url: `/api/v1/articlesMarchand/${s.shop.id}` });
    expect(shopPage.statusCode).toBe(404);
  });
});
