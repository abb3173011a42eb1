import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makePublicite } from '../../../test/factories';
import { publicites } from '../../db/schema/content';
import { IMAGE_MESSAGE } from '../../lib/media';
import { call, mediaExists, NOT_AN_IMAGE, png } from '../article-management/article-management.fixtures';
import { contentSessions } from './content-admin.fixtures';

describe('admin ads (v1/user/pubsAccueil, pubsShop, pubsCategorie, pubAdd, pubDelete, pubChangerEtat)', () => {
  const t = useTestApp();
  let admin: string;

  beforeEach(async () => {
    admin = (await contentSessions(t.app)).admin;
  });

  it('lists each tab with its own types, newest first, categorie ads with their category', async () => {
    const db = t.database.db;
    const cat = await makeCategorie(db, { designation: 'Mode' });
    const b1 = await makePublicite(db, { type: 'banner1' });
    const b2 = await makePublicite(db, { type: 'banner2', valide: false });
    const home = await makePublicite(db, { type: 'pub_accueil' });
    const shop = await makePublicite(db, { type: 'shop' });
    const catAd = await makePublicite(db, { type: 'categorie', modelId: cat.id });

    const accueil = (await call(t.app, 'GET', 'v1/user/pubsAccueil', admin)).json();
    expect(accueil.data.map((p: { id: number }) => p.id)).toEqual([home.id, b2.id, b1.id]);
    expect(accueil.data[1]).toEqual({
      id: b2.id,
      type: 'banner2',
      url_image: b2.urlImage,
      model_id: null,
      valide: false,
      created_at: expect.any(String),
      categorie: null,
    });
    expect(accueil.meta).toMatchObject({ total: 3, per_page: 12 });
    const shops = (await call(t.app, 'GET', 'v1/user/pubsShop', admin)).json();
    expect(shops.data.map((p: { id: number }) => p.id)).toEqual([shop.id]);
    const cats = (await call(t.app, 'GET', 'v1/user/pubsCategorie', admin)).json();
    expect(cats.data).toEqual([
      expect.objectContaining({
        id: catAd.id,
        model_id: cat.id,
        categorie: { id: cat.id, slug: cat.slug, designation: 'Mode' },
      }),
    ]);
  });

  it('pages each list separately', async () => {
    for (let i = 0; i < 13; i++) await makePublicite(t.database.db, { type: 'shop' });
    const page2 = (await call(t.app, 'GET', 'v1/user/pubsShop?page=2', admin)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.meta).toMatchObject({ current_page: 2, last_page: 2 });
    expect((await call(t.app, 'GET', 'v1/user/pubsAccueil', admin)).json().data).toEqual([]);
  });

  it('adds an ad of each kind; the storefront shows it', async () => {
    const cat = await makeCategorie(t.database.db);
    const banner = await call(t.app, 'POST', 'v1/user/pubAdd', admin, {
      type: 'banner1',
      url_image: await png(),
      model_id: cat.id,
    });
    expect(banner.statusCode).toBe(201);
    expect(banner.json()).toMatchObject({
      message: 'Creation avec success',
      // model_id belongs to categorie ads only.
      data: { type: 'banner1', model_id: null, valide: true, categorie: null },
    });
    expect(mediaExists(t, banner.json().data.url_image)).toBe(true);
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/pubs' })).json().data;
    expect(home.banner1.map((p: { id: number }) => p.id)).toEqual([banner.json().data.id]);

    const catAd = await call(t.app, 'POST', 'v1/user/pubAdd', admin, {
      type: 'categorie',
      url_image: await png('#ff0000'),
      model_id: String(cat.id),
    });
    expect(catAd.statusCode).toBe(201);
    expect(catAd.json().data).toMatchObject({
      type: 'categorie',
      model_id: cat.id,
      categorie: { id: cat.id },
    });
    const tree = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json().data;
    expect(tree[0].pub).toEqual({ id: catAd.json().data.id, url_image: catAd.json().data.url_image });
  });

  it('requires a valid type and image, and a category (that exists) for a categorie ad', async () => {
    const empty = await call(t.app, 'POST', 'v1/user/pubAdd', admin, { type: 'categorie' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      url_image: ['Le champ image est obligatoire.'],
      model_id: ['Le champ catégorie est obligatoire.'],
    });
    const noType = await call(t.app, 'POST', 'v1/user/pubAdd', admin, {
      type: 'popup',
      url_image: await png(),
    });
    expect(noType.json().errors).toEqual({ type: ['Le champ type sélectionné est invalide.'] });
    const unknown = await call(t.app, 'POST', 'v1/user/pubAdd', admin, {
      type: 'categorie',
      url_image: await png(),
      model_id: 999,
    });
    expect(unknown.json().errors).toEqual({ model_id: ['La catégorie sélectionnée est invalide.'] });
    const bad = await call(t.app, 'POST', 'v1/user/pubAdd', admin, { type: 'shop', url_image: NOT_AN_IMAGE });
    expect(bad.json().errors).toEqual({ url_image: [IMAGE_MESSAGE] });
    expect(await t.database.db.select().from(publicites)).toEqual([]);
  });

  it('hides and shows an ad on the storefront, then deletes it with its file', async () => {
    const ad = (
      await call(t.app, 'POST', 'v1/user/pubAdd', admin, { type: 'shop', url_image: await png() })
    ).json().data;
    const hidden = await call(t.app, 'POST', `v1/user/pubChangerEtat/${ad.id}`, admin);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ message: 'Success', data: { id: ad.id, valide: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pubs' })).json().data.shop).toEqual([]);
    const shown = await call(t.app, 'POST', `v1/user/pubChangerEtat/${ad.id}`, admin);
    expect(shown.json().data.valide).toBe(true);

    const del = await call(t.app, 'DELETE', `v1/user/pubDelete/${ad.id}`, admin);
    expect(del.json()).toEqual({ message: 'Suppression avec success' });
    expect(await t.database.db.select().from(publicites)).toEqual([]);
    expect(mediaExists(t, ad.url_image)).toBe(false);
    const again = await call(t.app, 'DELETE', `v1/user/pubDelete/${ad.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Publicité introuvable.');
    expect((await call(t.app, 'POST', 'v1/user/pubChangerEtat/999', admin)).statusCode).toBe(404);
  });
});
