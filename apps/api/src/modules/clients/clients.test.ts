import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeClient,
  makeClientCoupon,
  makeCommande,
  makeCouponModel,
  makeMarchand,
} from '../../../test/factories';
import { clients } from '../../db/schema/accounts';
import { makeProduct } from '../orders/orders.fixtures';
import { adminHeaders, expectAdminOnly } from './admin-people.fixtures';

describe('GET /api/v1/user/clients', () => {
  const t = useTestApp();

  it('lists clients newest first, 10 a page, with their figures and never a password', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(await makeClient(db, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) }));
    }
    const newest = made[11];
    const { article } = await makeProduct(db);
    // Cash on delivery counts once delivered; a card order once paid; a cancelled one never.
    await makeCommande(db, newest.id, [{ articleId: article.id, quantite: 1 }], {
      etat: 'livree',
      montantAPayer: 150_000,
    });
    await makeCommande(db, newest.id, [], {
      etat: 'en_cours_de_livraison',
      typePaiement: 'cib',
      montantAPayer: 20_050,
    });
    await makeCommande(db, newest.id, [], { etat: 'en_cours_de_livraison', montantAPayer: 99_900 });
    await makeCommande(db, newest.id, [], { etat: 'annulee', typePaiement: 'devise', montantAPayer: 70_000 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/clients', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 12, per_page: 10, last_page: 2, current_page: 1 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      id: newest.id,
      slug: newest.slug,
      nom: newest.nom,
      email: newest.email,
      valide: true,
      nbr_commande: 4,
      depences: 1700.5,
    });
    expect(body.data[1]).toMatchObject({ id: made[10].id, nbr_commande: 0, depences: 0 });
    expect(body.data[0]).not.toHaveProperty('password');
    const page2 = (await t.app.inject({ method: 'GET', url: body.links.next, headers })).json();
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual([made[1].id, made[0].id]);
  });

  it('searches every word in name, e-mail and phone, ignoring case and accents, and keeps it in links', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const amina = await makeClient(db, {
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@souk.dz',
      telephone: '0550123456',
    });
    const helene = await makeClient(db, {
      nom: 'Hélène',
      prenom: 'Zerrouki',
      email: 'hz@souk.dz',
      telephone: '0661000000',
    });
    await makeClient(db, { nom: 'Saidi', prenom: 'Karim', email: 'karim@souk.dz', telephone: '0770000000' });
    const search = async (q: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/user/clients', headers, query: { search: q } })
      ).json();
    expect((await search('benali 0550')).data.map((c: { id: number }) => c.id)).toEqual([amina.id]);
    expect((await search('HELENE')).data.map((c: { id: number }) => c.id)).toEqual([helene.id]);
    expect((await search('amina@souk')).data.map((c: { id: number }) => c.id)).toEqual([amina.id]);
    // LIKE wildcards are plain characters.
    expect((await search('%')).meta.total).toBe(0);
    expect((await search('souk.dz')).meta.total).toBe(3);
    expect((await search('benali')).links.first).toBe('/api/v1/user/clients?search=benali&page=1');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/clients');
  });
});

describe('GET /api/v1/user/clientShow/{slug}', () => {
  const t = useTestApp();

  it('answers the profile: details, figures, orders newest first and coupons', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const client = await makeClient(db, { slug: 'amina-benali', nom: 'Benali', prenom: 'Amina' });
    const other = await makeClient(db);
    const shop = await makeMarchand(db, { designationMagasin: 'Électro Oran' });
    const { article } = await makeProduct(db);
    const older = await makeCommande(db, client.id, [{ articleId: article.id, quantite: 2, prix: 50_000 }], {
      etat: 'livree',
      createdAt: new Date('2024-03-01T10:00:00Z'),
    });
    const newer = await makeCommande(db, client.id, [], {
      marchandId: shop.id,
      typePaiement: 'devise',
      etat: 'en_attente_de_livraison',
      montantAPayer: 12_345,
      total: 12_345,
      createdAt: new Date('2024-04-01T10:00:00Z'),
    });
    await makeCommande(db, other.id, [], {});
    const model = await makeCouponModel(db, { designation: 'Fidélité', remise: 50_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/clientShow/amina-benali', headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: client.id,
      nom: 'Benali',
      prenom: 'Amina',
      valide: true,
      nbr_commande: 2,
      depences: 1000 + 123.45,
    });
    expect(data).not.toHaveProperty('password');
    expect(data.commandes).toEqual([
      {
        id: newer.id,
        ref: newer.ref,
        created_at: '2024-04-01T10:00:00.000Z',
        total: 123.45,
        remise_promotion: 0,
        remise_coupon: 0,
        frais_livraison: 0,
        mode_livraison: 'domicile',
        wilaya_livraison: null,
        montant_a_payer: 123.45,
        etat: 'en_attente_de_livraison',
        type_paiement: 'devise',
        paye: true,
        adresse: newer.adresse,
        client: {
          id: client.id,
          slug: 'amina-benali',
          nom: 'Benali',
          prenom: 'Amina',
          telephone: client.telephone,
          email: client.email,
          url_photo: null,
        },
        marchand: { id: shop.id, slug: shop.slug, designation_magasin: 'Électro Oran' },
        nbr_lignes: 0,
        confirmee_at: null,
        nbr_appels: 0,
        echecs_livraison_client: 0,
      },
      expect.objectContaining({ id: older.id, etat: 'livree', paye: true, nbr_lignes: 1, marchand: null }),
    ]);
    expect(data.coupons).toEqual([
      {
        id: coupon.id,
        code: coupon.code,
        etat: 'non_utilise',
        expires_at: coupon.expiresAt.toISOString(),
        modelCoupon: { designation: 'Fidélité', remise: 500 },
      },
    ]);
  });

  it('answers 404 in French for an unknown slug, and only to administrators', async () => {
    const { headers } = await adminHeaders(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/clientShow/inconnu', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Client introuvable.' });
    const client = await makeClient(t.database.db);
    await expectAdminOnly(t.app, 'GET', `/api/v1/user/clientShow/${client.slug}`);
  });
});

describe('GET /api/v1/user/clientsExport', () => {
  const t = useTestApp();

  it('answers a UTF-8 CSV with a BOM, French headers, one line per client and the search applied', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const amina = await makeClient(db, {
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@souk.dz',
      telephone: '0550123456',
      adresse: '12 rue "Didouche"; Alger',
      genre: 'femme',
      createdAt: new Date('2024-05-01T23:30:00Z'),
    });
    await makeCommande(db, amina.id, [], { etat: 'livree', montantAPayer: 123_450 });
    await makeClient(db, { nom: '=HYPERLINK("x")', prenom: 'Mal', valide: false, genre: null });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/clientsExport', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nom;Prénom;Email;Téléphone;Adresse;Wilaya;Genre;Statut;Nombre de commandes;Total dépensé (DZD);Inscrit le',
    );
    // Newest first: the blocked client was made last. A formula is neutralised.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)";Mal;.*;;Bloqué;0;0,00;/);
    expect(lines[2]).toBe(
      'Benali;Amina;amina@souk.dz;0550123456;"12 rue ""Didouche""; Alger";16 - Alger;Femme;Actif;1;1234,50;02/05/2024 00:30',
    );
    expect(lines[3]).toBe('');

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/clientsExport',
      headers,
      query: { search: 'benali' },
    });
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/clientsExport');
  });
});

describe('POST /api/v1/user/clientChangerEtat/{id}', () => {
  const t = useTestApp();

  it('blocks then unblocks, answering the new state', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const client = await makeClient(db);
    const url = `/api/v1/user/clientChangerEtat/${client.id}`;

    const blocked = await t.app.inject({ method: 'POST', url, headers });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      message: 'Le client a été bloqué avec success.',
      data: { id: client.id, valide: false },
    });
    const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.valide).toBe(false);

    const unblocked = await t.app.inject({ method: 'POST', url, headers });
    expect(unblocked.json()).toEqual({
      message: 'Le client a été débloqué avec success.',
      data: { id: client.id, valide: true },
    });
  });

  it('answers 404 for an unknown client, and only to administrators, changing nothing', async () => {
    const { headers } = await adminHeaders(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/clientChangerEtat/999999', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Client introuvable.' });
    const client = await makeClient(t.database.db);
    await expectAdminOnly(t.app, 'POST', `/api/v1/user/clientChangerEtat/${client.id}`);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.valide).toBe(true);
  });
});
