import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makePublicite, makeSousCategorie } from '../../../test/factories';

describe('GET /api/v1/categories', () => {
  const t = useTestApp();

  it('answers an empty list when there is no category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('nests each category’s sub-categories and its newest active ad', async () => {
    const db = t.database.db;
    const tel = await makeCategorie(db, { designation: 'Téléphones', slug: 'telephones', position: 1 });
    const mode = await makeCategorie(db, { designation: 'Mode', slug: 'mode', position: 2 });
    await makeSousCategorie(db, tel.id, { designation: 'Smartphones', slug: 'smartphones' });
    await makeSousCategorie(db, tel.id, { designation: 'Tablettes', slug: 'tablettes' });
    await makeSousCategorie(db, mode.id, { designation: 'Robes', slug: 'robes' });
    await makePublicite(db, { type: 'categorie', modelId: tel.id, urlImage: '/media/old.webp' });
    const newest = await makePublicite(db, {
      type: 'categorie',
      modelId: tel.id,
      urlImage: '/media/new.webp',
    });
    await makePublicite(db, {
      type: 'categorie',
      modelId: mode.id,
      urlImage: '/media/off.webp',
      valide: false,
    });
    await makePublicite(db, { type: 'banner1' });

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(data.map((c: { slug: string }) => c.slug)).toEqual(['telephones', 'mode']);
    expect(data[0].sous_categories.map((s: { designation: string }) => s.designation)).toEqual([
      'Smartphones',
      'Tablettes',
    ]);
    expect(data[0].pub).toEqual({ id: newest.id, url_image: '/media/new.webp' });
    expect(data[0].image_publicitaire).toBe('/media/new.webp');
    expect(data[1].pub).toBeNull();
    expect(data[1].sous_categories).toHaveLength(1);
  });
});
