import { algiersDay } from '@souk/domain/algiers-time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeClient,
  makeCommande,
  makeNote,
  makePromotion,
  makePublicite,
  makeSousCategorie,
} from '../../../test/factories';
import { ids, makeSellable, makeTree, names } from './articles.fixtures';
import { forgetPromotionsDuJour, refreshPromotionsDuJour } from './promotions-du-jour';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('home sections', () => {
  const t = useTestApp();
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('newArticles: the 12 newest', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    for (let i = 0; i < 14; i++) {
      await makeSellable(db, sousCategorie.id, { designation: `N${i}`, createdAt: minutesAgo(i) });
    }
    const body = await get('/api/v1/newArticles');
    expect(Object.keys(body)).toEqual(['data']);
    expect(names(body)).toEqual(Array.from({ length: 12 }, (_, i) => `N${i}`));
  });

  it.each([
    { mode: 'promotions looked up', kept: false },
    { mode: 'promotions kept for today', kept: true },
  ])('articlesPromo: only articles with an active promotion, deepest first ($mode)', async ({ kept }) => {
    const db = t.database.db;
    // Kept: the day is computed first, so the promotion triggers keep each article's (promotions-du-jour.ts).
    if (kept) await refreshPromotionsDuJour(db, algiersDay());
    else forgetPromotionsDuJour(db);
    const { sousCategorie } = await makeTree(db);
    const sc = sousCategorie.id;
    const small = await makeSellable(db, sc, { designation: 'Petite remise' });
    const big = await makeSellable(db, sc, { designation: 'Grosse remise' });
    const expired = await makeSellable(db, sc, { designation: 'Remise finie' });
    const future = await makeSellable(db, sc, { designation: 'Remise future' });
    const off = await makeSellable(db, sc, { designation: 'Remise invalide' });
    await makeSellable(db, sc, { designation: 'Sans remise' });
    await makePromotion(db, [small.id], { pourcentage: 10 });
    await makePromotion(db, [big.id], { pourcentage: 45 });
    await makePromotion(db, [expired.id], {
      pourcentage: 90,
      dateDebut: '2025-01-01',
      dateFin: '2025-02-01',
    });
    await makePromotion(db, [future.id], { pourcentage: 90, dateDebut: '2099-01-01', dateFin: '2099-02-01' });
    await makePromotion(db, [off.id], { pourcentage: 90, valide: false });
    const body = await get('/api/v1/articlesPromo');
    expect(names(body)).toEqual(['Grosse remise', 'Petite remise']);
    expect(body.data[0].latestpromotions.pourcentage).toBe(45);
    if (kept) {
      // The kept column is what is read: written behind the triggers' back, it reorders the section.
      await db.execute(sql`update articles set promo_pourcentage = 50 where id = ${small.id}`);
      expect(names(await get('/api/v1/articlesPromo'))).toEqual(['Petite remise', 'Grosse remise']);
    }
  });

  it('articlesPlusCommandes: Σ quantite over orders that were not cancelled', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const client = await makeClient(db);
    const a = await makeSellable(db, sousCategorie.id, { designation: 'A' });
    const b = await makeSellable(db, sousCategorie.id, { designation: 'B' });
    const c = await makeSellable(db, sousCategorie.id, { designation: 'C' });
    await makeSellable(db, sousCategorie.id, { designation: 'Jamais commandé' });
    await makeCommande(db, client.id, [
      { articleId: a.id, quantite: 2 },
      { articleId: b.id, quantite: 1 },
    ]);
    await makeCommande(db, client.id, [{ articleId: b.id, quantite: 3 }], { etat: 'livree' });
    // A cancelled order does not count: C would otherwise be first.
    await makeCommande(db, client.id, [{ articleId: c.id, quantite: 50 }], { etat: 'annulee' });
    await makeCommande(db, client.id, [{ articleId: c.id, quantite: 1 }], { etat: 'en_cours_de_livraison' });
    expect(names(await get('/api/v1/articlesPlusCommandes'))).toEqual(['B', 'A', 'C']);
    // The kept sums (migration 0018) are what is read: written behind the triggers' back, C comes first.
    await db.execute(sql`update article_commandes set quantite = 9 where article_id = ${c.id}`);
    expect(names(await get('/api/v1/articlesPlusCommandes'))).toEqual(['C', 'B', 'A']);
  });

  it('articlesMieuxNotes: best average first, then the most reviewed', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const reviewed: [string, number[]][] = [
      ['Moyen', [3, 4]],
      ['Excellent', [5]],
      ['Excellent et populaire', [5, 5, 5]],
      ['Très bien', [5, 4, 5, 4]],
    ];
    for (const [designation, notes] of reviewed) {
      const a = await makeSellable(db, sousCategorie.id, { designation });
      for (const note of notes) await makeNote(db, a.id, (await makeClient(db)).id, { note });
    }
    await makeSellable(db, sousCategorie.id, { designation: 'Sans avis' });
    const body = await get('/api/v1/articlesMieuxNotes');
    expect(names(body)).toEqual(['Excellent et populaire', 'Excellent', 'Très bien', 'Moyen']);
    expect(body.data.map((a: { moyenne: number; nbr_avis: number }) => [a.moyenne, a.nbr_avis])).toEqual([
      [5, 3],
      [5, 1],
      [4.5, 4],
      [3.5, 2],
    ]);
  });

  it('list items carry at most the 5 newest reviews, but count them all', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id);
    for (let i = 0; i < 7; i++) {
      await makeNote(db, a.id, (await makeClient(db)).id, { note: 4, createdAt: minutesAgo(i) });
    }
    const [item] = (await get('/api/v1/newArticles')).data;
    expect(item.nbr_avis).toBe(7);
    expect(item.notes).toHaveLength(5);
  });

  it('answers empty lists on an empty catalogue', async () => {
    for (const url of [
      '/api/v1/newArticles',
      '/api/v1/articlesPromo',
      '/api/v1/articlesPlusCommandes',
      '/api/v1/articlesMieuxNotes',
      '/api/v1/pubsWithArticles',
    ]) {
      expect(await get(url), url).toEqual({ data: [] });
    }
  });
});

describe('GET /api/v1/pubsWithArticles — home category blocks', () => {
  const t = useTestApp();

  it('gives each category with articles its newest valid ad and its 4 newest articles', async () => {
    const db = t.database.db;
    const tel = await makeTree(db, { designation: 'Téléphonie' });
    const mode = await makeTree(db, { designation: 'Mode' });
    const vide = await makeTree(db, { designation: 'Vide' });
    const second = await makeSousCategorie(db, tel.categorie.id);
    for (let i = 0; i < 6; i++) {
      const sc = i % 2 ? second.id : tel.sousCategorie.id;
      await makeSellable(db, sc, { designation: `Tel ${i}`, createdAt: minutesAgo(i) });
    }
    const robe = await makeSellable(db, mode.sousCategorie.id, { designation: 'Robe' });
    await makePublicite(db, { type: 'categorie', modelId: tel.categorie.id, urlImage: '/media/old.webp' });
    const newest = await makePublicite(db, {
      type: 'categorie',
      modelId: tel.categorie.id,
      urlImage: '/media/new.webp',
    });
    await makePublicite(db, { type: 'categorie', modelId: tel.categorie.id, valide: false });
    await makePublicite(db, { type: 'categorie', modelId: vide.categorie.id });
    await makePublicite(db, { type: 'banner1' });

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/pubsWithArticles' })).json();
    expect(data.map((b: { categorie: { designation: string } }) => b.categorie.designation)).toEqual([
      'Téléphonie',
      'Mode',
    ]);
    expect(data[0].categorie).toEqual({
      id: tel.categorie.id,
      slug: tel.categorie.slug,
      designation: 'Téléphonie',
      url_image: tel.categorie.urlImage,
    });
    expect(data[0].pub).toEqual({ id: newest.id, url_image: '/media/new.webp' });
    expect(names({ data: data[0].articles })).toEqual(['Tel 0', 'Tel 1', 'Tel 2', 'Tel 3']);
    expect(data[1].pub).toBeNull();
    expect(ids({ data: data[1].articles })).toEqual([robe.id]);
  });
});
