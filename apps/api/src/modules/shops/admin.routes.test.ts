import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeArticle, makeClient, makeCommande, makeMarchand } from '../../../test/factories';
import { makeTree } from '../catalog/articles.fixtures';
import { adminHeaders, expectAdminOnly } from '../clients/admin-people.fixtures';

describe('GET /api/v1/user/marchands', () => {
  const t = useTestApp();

  it('lists every store, blocked ones too, newest first, 12 a page, with articles and orders counts', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const made = [];
    for (let i = 0; i < 13; i++) {
      made.push(await makeMarchand(db, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) }));
    }
    const blocked = await makeMarchand(db, {
      designationMagasin: 'Électro Oran',
      nom: 'Haddad',
      prenom: 'Karim',
      valide: false,
      urlPhotoMagasin: '/media/shop.webp',
      createdAt: new Date(Date.UTC(2024, 5, 1)),
    });
    const { sousCategorie } = await makeTree(db);
    const a1 = await makeArticle(db, sousCategorie.id, { marchandId: blocked.id, valide: -1 });
    await makeArticle(db, sousCategorie.id, { marchandId: blocked.id, valide: 0 });
    await makeArticle(db, sousCategorie.id);
    const client = await makeClient(db);
    await makeCommande(db, client.id, [{ articleId: a1.id, quantite: 1 }], { marchandId: blocked.id });
    await makeCommande(db, client.id, [], { marchandId: blocked.id, etat: 'annulee' });
    await makeCommande(db, client.id, [], {});

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/marchands', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 14, per_page: 12, last_page: 2 });
    expect(body.data[0]).toMatchObject({
      id: blocked.id,
      slug: blocked.slug,
      designation_magasin: 'Électro Oran',
      url_photo_magasin: '/media/shop.webp',
      nom: 'Haddad',
      prenom: 'Karim',
      valide: false,
      nbr_articles: 2,
      nbr_commandes: 2,
    });
    expect(body.data[0]).not.toHaveProperty('password');
    expect(body.data[1]).toMatchObject({ id: made[12].id, nbr_articles: 0, nbr_commandes: 0, valide: true });
  });

  it('searches store name, owner, e-mail and wilaya, accents ignored', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const oran = await makeMarchand(db, { designationMagasin: 'Électro Oran', wilayaMagasin: '31 - Oran' });
    const setif = await makeMarchand(db, {
      designationMagasin: 'Mode',
      nom: 'Bouzid',
      wilayaMagasin: '19 - Sétif',
    });
    const search = async (q: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/user/marchands', headers, query: { search: q } })
      ).json();
    expect((await search('electro')).data.map((s: { id: number }) => s.id)).toEqual([oran.id]);
    expect((await search('setif bouzid')).data.map((s: { id: number }) => s.id)).toEqual([setif.id]);
    expect((await search('setif')).links.first).toBe('/api/v1/user/marchands?search=setif&page=1');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/marchands');
  });
});

describe('GET /api/v1/user/marchandShow/{slug}', () => {
  const t = useTestApp();

  it('answers any store with its owner, counts and revenue from paid orders only', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const shop = await makeMarchand(db, {
      slug: 'electro-oran',
      designationMagasin: 'Électro Oran',
      description: 'Électroménager',
      valide: false,
    });
    const other = await makeMarchand(db);
    const client = await makeClient(db);
    await makeCommande(db, client.id, [], { marchandId: shop.id, etat: 'livree', montantAPayer: 250_000 });
    await makeCommande(db, client.id, [], {
      marchandId: shop.id,
      etat: 'en_attente_de_livraison',
      typePaiement: 'devise',
      montantAPayer: 10_050,
    });
    await makeCommande(db, client.id, [], {
      marchandId: shop.id,
      etat: 'en_cours_de_livraison',
      montantAPayer: 99_999,
    });
    await makeCommande(db, client.id, [], { marchandId: other.id, etat: 'livree', montantAPayer: 77_700 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/marchandShow/electro-oran', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: shop.id,
      slug: 'electro-oran',
      nom: shop.nom,
      prenom: shop.prenom,
      email: shop.email,
      telephone: shop.telephone,
      genre: null,
      url_photo: null,
      designation_magasin: 'Électro Oran',
      adresse_magasin: shop.adresseMagasin,
      wilaya_magasin: '16 - Alger',
      url_photo_magasin: null,
      description: 'Électroménager',
      facebook: null,
      instagram: null,
      linkedin: null,
      twitter: null,
      registre_commerce: null,
      nif: null,
      created_at: shop.createdAt.toISOString(),
      valide: false,
      nbr_articles: 0,
      nbr_commandes: 3,
      revenus: 2600.5,
    });
  });

  it('answers 404 for an unknown store, and only to administrators', async () => {
    const { headers } = await adminHeaders(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/marchandShow/inconnu', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Magasin introuvable.' });
    const shop = await makeMarchand(t.database.db);
    await expectAdminOnly(t.app, 'GET', `/api/v1/user/marchandShow/${shop.slug}`);
  });
});
