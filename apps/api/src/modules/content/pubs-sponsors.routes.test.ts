import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makePublicite } from '../../../test/factories';
import { sponsors } from '../../db/schema/content';

describe('GET /api/v1/pubs and /api/v1/sponsors', () => {
  const t = useTestApp();

  it('draws the home ads in the quantities the page shows, active ones only', async () => {
    const db = t.database.db;
    for (let i = 0; i < 7; i++) await makePublicite(db, { type: 'banner1' });
    for (let i = 0; i < 3; i++) await makePublicite(db, { type: 'banner2' });
    for (let i = 0; i < 4; i++) await makePublicite(db, { type: 'pub_accueil' });
    await makePublicite(db, { type: 'shop' });
    await makePublicite(db, { type: 'shop', valide: false });
    const cat = await makeCategorie(db);
    await makePublicite(db, { type: 'categorie', modelId: cat.id });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pubs' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.banner1).toHaveLength(5);
    expect(data.banner2).toHaveLength(2);
    expect(data.pub_accueil).toHaveLength(3);
    expect(data.shop).toHaveLength(1);
    expect(data.banner1[0]).toEqual({
      id: expect.any(Number),
      type: 'banner1',
      url_image: expect.stringMatching(/^\/media\//),
      model_id: null,
    });
    expect(new Set(data.banner1.map((p: { id: number }) => p.id)).size).toBe(5);
  });

  it('answers empty lists when there is no ad', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/pubs' })).json();
    expect(data).toEqual({ banner1: [], banner2: [], pub_accueil: [], shop: [] });
  });

  it('lists the sponsors with logo and site', async () => {
    await t.database.db.insert(sponsors).values([
      { nom: 'Djezzy', url: 'https://djezzy.dz', urlLogo: '/media/d.webp' },
      { nom: 'Yalidine', url: 'https://yalidine.com', urlLogo: '/media/y.webp' },
    ]);
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/sponsors' })).json();
    expect(data).toEqual([
      { id: 1, nom: 'Djezzy', url: 'https://djezzy.dz', url_logo: '/media/d.webp' },
      { id: 2, nom: 'Yalidine', url: 'https://yalidine.com', url_logo: '/media/y.webp' },
    ]);
  });
});
