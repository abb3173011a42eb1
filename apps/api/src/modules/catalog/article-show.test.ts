import { algiersDay } from '@souk/domain/algiers-time';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeClient,
  makeGalerie,
  makeMarchand,
  makeNote,
  makeOption,
  makePromotion,
  makeSousOption,
  makeStockArticle,
} from '../../../test/factories';
import { makeSellable, makeTree } from './articles.fixtures';

const dayOffset = (days: number) => algiersDay(new Date(Date.now() + days * 86_400_000));

describe('GET /api/v1/articleShow/{id} — the article reply', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers every field: DZD prices, ISO dates, variants, options, gallery, store, reviews', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const shop = await makeMarchand(db, { designationMagasin: 'Électro Bab Ezzouar' });
    const article = await makeSellable(db, sousCategorie.id, {
      designation: 'Téléphone Galaxy A15',
      marque: 'Samsung',
      urlImageMarque: '/media/samsung.webp',
      description: 'Écran 6,5 pouces.',
      marchandId: shop.id,
      nbrLike: 3,
      prix: [],
    });
    const couleur = await makeOption(db, article.id, { designation: 'Couleur', position: 1 });
    const noir = await makeSousOption(db, couleur.id, { designation: 'Noir', urlImage: '/media/noir.webp' });
    const bleu = await makeSousOption(db, couleur.id, { designation: 'Bleu', position: 1 });
    const memoire = await makeOption(db, article.id, { designation: 'Mémoire', position: 2 });
    const g128 = await makeSousOption(db, memoire.id, { designation: '128 Go' });
    const v1 = await makeStockArticle(db, article.id, {
      prix: 3_499_950,
      quantite: 4,
      sousOptions: [
        { id: noir.id, optionId: couleur.id },
        { id: g128.id, optionId: memoire.id },
      ],
    });
    const v2 = await makeStockArticle(db, article.id, {
      prix: 3_600_000,
      quantite: 0,
      sousOptions: [
        { id: bleu.id, optionId: couleur.id },
        { id: g128.id, optionId: memoire.id },
      ],
    });
    const photo = await makeGalerie(db, article.id, { urlImage: '/media/g1.webp' });
    const amine = await makeClient(db, { nom: 'Benali', prenom: 'Amine', urlPhoto: '/media/amine.webp' });
    const sara = await makeClient(db, { nom: 'Haddad', prenom: 'Sara' });
    const old = await makeNote(db, article.id, amine.id, {
      note: 5,
      commentaire: 'Parfait',
      achatVerifie: true,
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const recent = await makeNote(db, article.id, sara.id, {
      note: 4,
      commentaire: 'Bien',
      createdAt: new Date('2026-03-04T10:00:00Z'),
    });
    const promo = await makePromotion(db, [article.id], {
      designation: 'Soldes',
      pourcentage: 15,
      dateDebut: dayOffset(-2),
      dateFin: dayOffset(2),
    });

    const res = await get(`/api/v1/articleShow/${article.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: article.id,
      slug: article.slug,
      designation: 'Téléphone Galaxy A15',
      description: 'Écran 6,5 pouces.',
      url_image: article.urlImage,
      marque: 'Samsung',
      url_image_marque: '/media/samsung.webp',
      created_at: article.createdAt.toISOString(),
      valide: 1,
      nbr_like: 3,
      nbr_avis: 2,
      moyenne: 4.5,
      latestpromotions: {
        id: promo.id,
        designation: 'Soldes',
        pourcentage: 15,
        date_debut: dayOffset(-2),
        date_fin: dayOffset(2),
      },
      stock_articles: [
        {
          id: v1.id,
          prix: 34_999.5,
          quantite: 4,
          sous_options: [
            { id: noir.id, designation: 'Noir', url_image: '/media/noir.webp', option_id: couleur.id },
            { id: g128.id, designation: '128 Go', url_image: null, option_id: memoire.id },
          ],
        },
        {
          id: v2.id,
          prix: 36_000,
          quantite: 0,
          sous_options: [
            { id: bleu.id, designation: 'Bleu', url_image: null, option_id: couleur.id },
            { id: g128.id, designation: '128 Go', url_image: null, option_id: memoire.id },
          ],
        },
      ],
      galeries: [{ id: photo.id, url_image: '/media/g1.webp' }],
      options: [
        {
          id: couleur.id,
          designation: 'Couleur',
          sous_options: [
            { id: noir.id, designation: 'Noir', url_image: '/media/noir.webp', option_id: couleur.id },
            { id: bleu.id, designation: 'Bleu', url_image: null, option_id: couleur.id },
          ],
        },
        {
          id: memoire.id,
          designation: 'Mémoire',
          sous_options: [{ id: g128.id, designation: '128 Go', url_image: null, option_id: memoire.id }],
        },
      ],
      sous_categorie: {
        id: sousCategorie.id,
        slug: sousCategorie.slug,
        designation: sousCategorie.designation,
        url_image: sousCategorie.urlImage,
        categorie_id: sousCategorie.categorieId,
      },
      marchand: expect.objectContaining({
        id: shop.id,
        slug: shop.slug,
        designation_magasin: 'Électro Bab Ezzouar',
        wilaya_magasin: '16 - Alger',
      }),
      notes: [
        {
          id: recent.id,
          note: 4,
          commentaire: 'Bien',
          created_at: '2026-03-04T10:00:00.000Z',
          achat_verifie: false,
          client: { nom: 'Haddad', prenom: 'Sara', url_photo: null },
        },
        {
          id: old.id,
          note: 5,
          commentaire: 'Parfait',
          created_at: '2026-01-02T10:00:00.000Z',
          achat_verifie: true,
          client: { nom: 'Benali', prenom: 'Amine', url_photo: '/media/amine.webp' },
        },
      ],
    });
    expect(data.marchand).not.toHaveProperty('password');
  });

  it('answers marchand null, moyenne 0 and no promotion for a bare platform article', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id, { prix: [250] });
    const { data } = (await get(`/api/v1/articleShow/${article.id}`)).json();
    expect(data).toMatchObject({
      marchand: null,
      moyenne: 0,
      nbr_avis: 0,
      notes: [],
      options: [],
      galeries: [],
      latestpromotions: null,
      stock_articles: [{ prix: 250, quantite: 10, sous_options: [] }],
    });
  });

  it('rounds the average to one decimal and lists every review, newest first', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id);
    const notes = [5, 4, 4, 3, 5, 4, 4];
    for (const [i, note] of notes.entries()) {
      const client = await makeClient(db);
      await makeNote(db, article.id, client.id, { note, createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
    }
    const { data } = (await get(`/api/v1/articleShow/${article.id}`)).json();
    expect(data.nbr_avis).toBe(7);
    expect(data.moyenne).toBe(4.1); // 29 / 7 = 4.142…
    expect(data.notes).toHaveLength(7);
    expect(data.notes[0].created_at).toBe('2026-01-07T00:00:00.000Z');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of [
      '/api/v1/articleShow/999999',
      '/api/v1/articleShow/abc',
      '/api/v1/articleShow/99999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

describe('latestpromotions — the most recent active promotion', () => {
  const t = useTestApp();

  it('ignores expired, future and invalid promotions; the most recently created active one wins', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id);
    const at = (iso: string) => new Date(iso);
    await makePromotion(db, [article.id], {
      pourcentage: 10,
      dateDebut: dayOffset(-3),
      dateFin: dayOffset(3),
      createdAt: at('2026-01-01T00:00:00Z'),
    });
    const winner = await makePromotion(db, [article.id], {
      pourcentage: 30,
      dateDebut: dayOffset(-1),
      dateFin: dayOffset(0),
      createdAt: at('2026-02-01T00:00:00Z'),
    });
    await makePromotion(db, [article.id], {
      pourcentage: 50,
      dateDebut: dayOffset(-10),
      dateFin: dayOffset(-1),
      createdAt: at('2026-03-01T00:00:00Z'),
    });
    await makePromotion(db, [article.id], {
      pourcentage: 60,
      dateDebut: dayOffset(1),
      dateFin: dayOffset(5),
      createdAt: at('2026-04-01T00:00:00Z'),
    });
    await makePromotion(db, [article.id], {
      pourcentage: 70,
      valide: false,
      createdAt: at('2026-05-01T00:00:00Z'),
    });

    const { data } = (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${article.id}` })).json();
    expect(data.latestpromotions).toMatchObject({ id: winner.id, pourcentage: 30, date_fin: dayOffset(0) });
  });

  it('is null when every promotion is over, future or invalid', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id);
    await makePromotion(db, [article.id], { dateDebut: dayOffset(-5), dateFin: dayOffset(-1) });
    await makePromotion(db, [article.id], { dateDebut: dayOffset(1), dateFin: dayOffset(2) });
    await makePromotion(db, [article.id], { valide: false });
    const { data } = (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${article.id}` })).json();
    expect(data.latestpromotions).toBeNull();
  });
});
