import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeMarchand, makeNote } from '../../../test/factories';
import { makeSellable, makeTree } from './articles.fixtures';

/** The product's own page reads its article by slug (docs/product/storefront-and-client.md, Calls). */
describe('GET /api/v1/articleShowBySlug/{slug}', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the same reply as articleShow/{id}, publicly cached', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id, { slug: 'tajine-en-terre-cuite', prix: [2500] });
    const client = await makeClient(db);
    await makeNote(db, article.id, client.id, { note: 4, commentaire: 'Beau' });

    const bySlug = await get('/api/v1/articleShowBySlug/tajine-en-terre-cuite');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toMatch(/^public/);
    const byId = await get(`/api/v1/articleShow/${article.id}`);
    expect(bySlug.json()).toEqual(byId.json());
    expect(bySlug.json().data).toMatchObject({ id: article.id, slug: 'tajine-en-terre-cuite', nbr_avis: 1 });
  });

  it('404 with the French message for an unknown, blocked, unvalidated article or a blocked store', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const blockedShop = await makeMarchand(db, { valide: false });
    await makeSellable(db, sousCategorie.id, { slug: 'bloque', valide: 0 });
    await makeSellable(db, sousCategorie.id, { slug: 'nouveau', valide: -1 });
    await makeSellable(db, sousCategorie.id, { slug: 'magasin-bloque', marchandId: blockedShop.id });
    for (const slug of ['inconnu', 'bloque', 'nouveau', 'magasin-bloque']) {
      const res = await get(`/api/v1/articleShowBySlug/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ message: 'Article introuvable.' });
    }
  });
});
