import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeCommande, makePromotion } from '../../../test/factories';
import { commandeLignes, promotionArticles } from '../../db/schema/commerce';
import {
  call,
  day,
  makePromotionSessions,
  makeSellableArticle,
  type PromotionSessions,
  promotionForm,
  promotionRow,
  promotionSnapshot,
} from './promotions.fixtures';
import { PROMOTION_MESSAGES } from './promotions.schemas';

/**
 * The promotion calls of both back-offices (docs/product/orders-and-money.md, Promotions): replies,
 * every validation message, the owner rule on articles and the one-active-promotion-per-article rule.
 */

const t = useTestApp();
let s: PromotionSessions;
const db = () => t.app.database.db;

beforeEach(async () => {
  s = await makePromotionSessions(t.app);
});

const AUDIENCES = [
  {
    name: 'partner',
    prefix: 'v1/marchand',
    token: () => s.partnerA.token,
    marchandId: () => s.partnerA.row.id,
  },
  { name: 'admin', prefix: 'v1/user', token: () => s.admin.token, marchandId: () => null },
] as const;

describe.each(AUDIENCES)('promotions of the $name', ({ prefix, token, marchandId }) => {
  /** An article the actor may promote. */
  const ownArticle = (over: object = {}) =>
    makeSellableArticle(db(), s.sousCategorie.id, { marchandId: marchandId(), ...over });

  it('creates an active promotion over its articles and answers it whole', async () => {
    const a = await ownArticle({ designation: 'Robe kabyle', marque: 'Tizi Couture' });
    const b = await ownArticle({ designation: 'Burnous' });
    const res = await call(t.app, 'POST', `${prefix}/promotionAdd`, token(), promotionForm([a.id, b.id]));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Creation avec success');
    expect(body.data).toMatchObject({
      designation: 'Soldes de printemps',
      date_debut: day(-1),
      date_fin: day(10),
      pourcentage: 20,
      valide: true,
      en_cours: true,
    });
    expect(body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // By designation; prices in DZD, lowest first.
    expect(body.data.articles).toEqual([
      {
        id: b.id,
        slug: b.slug,
        designation: 'Burnous',
        url_image: b.urlImage,
        marque: 'Tizi Couture',
        valide: 1,
        sous_categorie: { id: s.sousCategorie.id, designation: 'Robes' },
        stock_articles: [expect.objectContaining({ prix: 2000 }), expect.objectContaining({ prix: 3500 })],
      },
      expect.objectContaining({ id: a.id, designation: 'Robe kabyle' }),
    ]);
    const row = await promotionRow(db(), body.data.id);
    expect(row.marchandId).toBe(marchandId());
  });

  it('accepts article_ids as objects with article_id on create, and drops duplicates', async () => {
    const a = await ownArticle();
    const res = await call(
      t.app,
      'POST',
      `${prefix}/promotionAdd`,
      token(),
      promotionForm([], { article_ids: [{ article_id: a.id }, a.id, String(a.id)] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.articles.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });

  it('lists its promotions newest first, 10 a page, searched on the designation without accents', async () => {
    const a = await ownArticle();
    for (let i = 1; i <= 11; i += 1) {
      await makePromotion(db(), [a.id], {
        designation: i === 3 ? 'Promo Électro du mois' : `Promotion ${i}`,
        marchandId: marchandId(),
        valide: i !== 5,
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
    }
    const page1 = await call(t.app, 'GET', `${prefix}/promotions`, token());
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].designation).toBe('Promotion 11');
    expect(body.data[0].articles.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const blocked = body.data.find((p: { designation: string }) => p.designation === 'Promotion 5');
    expect(blocked).toMatchObject({ valide: false, en_cours: false });

    const page2 = await call(t.app, 'GET', `${prefix}/promotions?page=2`, token());
    expect(page2.json().data.map((p: { designation: string }) => p.designation)).toEqual(['Promotion 1']);

    const found = await call(t.app, 'GET', `${prefix}/promotions?search=electro`, token());
    expect(found.json().data.map((p: { designation: string }) => p.designation)).toEqual([
      'Promo Électro du mois',
    ]);
    expect(found.json().links.first).toContain('search=electro');
    const none = await call(
      t.app,
      'GET',
      `${prefix}/promotions?search=${encodeURIComponent('100%')}`,
      token(),
    );
    expect(none.json().data).toEqual([]);
  });

  it('edits the fields and replaces the articles with those sent as { article_id }', async () => {
    const [a, b, c] = [await ownArticle(), await ownArticle(), await ownArticle()];
    const promo = await makePromotion(db(), [a.id, b.id], { marchandId: marchandId() });
    const res = await call(t.app, 'POST', `${prefix}/promotionEdit/${promo.id}`, token(), {
      designation: '  Fête de l’indépendance  ',
      date_debut: day(0),
      date_fin: day(5),
      pourcentage: '35',
      article_ids: [{ article_id: b.id }, { article_id: c.id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Modification avec success');
    expect(res.json().data).toMatchObject({
      id: promo.id,
      designation: 'Fête de l’indépendance',
      date_debut: day(0),
      date_fin: day(5),
      pourcentage: 35,
      valide: true,
    });
    const links = await db()
      .select({ id: promotionArticles.articleId })
      .from(promotionArticles)
      .where(eq(promotionArticles.promotionId, promo.id));
    expect(links.map((l) => l.id).sort((x, y) => x - y)).toEqual([b.id, c.id]);
  });

  it('also accepts plain ids on edit, and keeps a blocked promotion blocked', async () => {
    const a = await ownArticle();
    const promo = await makePromotion(db(), [a.id], { marchandId: marchandId(), valide: false });
    const res = await call(
      t.app,
      'POST',
      `${prefix}/promotionEdit/${promo.id}`,
      token(),
      promotionForm([a.id]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valide: false, en_cours: false });
  });

  it('blocks and unblocks with the fixed messages', async () => {
    const a = await ownArticle();
    const promo = await makePromotion(db(), [a.id], { marchandId: marchandId() });
    const blocked = await call(t.app, 'POST', `${prefix}/promotionChangerEtat/${promo.id}`, token());
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'La promotion a été bloquer avec success.',
      data: { id: promo.id, valide: false },
    });
    expect((await promotionRow(db(), promo.id)).valide).toBe(false);
    const unblocked = await call(t.app, 'POST', `${prefix}/promotionChangerEtat/${promo.id}`, token());
    expect(unblocked.json()).toMatchObject({
      message: 'La promotion a été débloquer avec success.',
      data: { id: promo.id, valide: true },
    });
    expect((await promotionRow(db(), promo.id)).valide).toBe(true);
  });

  it('deletes a promotion and its links; orders keep the percentage they were sold at', async () => {
    const a = await ownArticle();
    const promo = await makePromotion(db(), [a.id], { marchandId: marchandId(), pourcentage: 30 });
    const client = await makeClient(db());
    const commande = await makeCommande(db(), client.id, [{ articleId: a.id, quantite: 1 }], {
      marchandId: marchandId(),
    });
    await db()
      .update(commandeLignes)
      .set({ promotionId: promo.id, pourcentage: 30 })
      .where(eq(commandeLignes.commandeId, commande.id));

    const res = await call(t.app, 'DELETE', `${prefix}/promotionDelete/${promo.id}`, token());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'La promotion a été supprimée avec success.' });
    expect(await promotionRow(db(), promo.id)).toBeUndefined();
    expect((await promotionSnapshot(db())).links).toEqual([]);
    const [line] = await db().select().from(commandeLignes).where(eq(commandeLignes.commandeId, commande.id));
    expect(line).toMatchObject({ promotionId: null, pourcentage: 30 });
  });

  it('answers 404 for an unknown promotion id, and for a malformed one', async () => {
    const a = await ownArticle();
    for (const id of ['999999', 'abc']) {
      const routes = [
        call(t.app, 'POST', `${prefix}/promotionEdit/${id}`, token(), promotionForm([a.id])),
        call(t.app, 'POST', `${prefix}/promotionChangerEtat/${id}`, token()),
        call(t.app, 'DELETE', `${prefix}/promotionDelete/${id}`, token()),
      ];
      for (const res of await Promise.all(routes)) {
        expect(res.statusCode).toBe(404);
        if (id !== 'abc') expect(res.json().message).toBe(PROMOTION_MESSAGES.notFound);
      }
    }
  });
});

describe('validation (422 with one French message per field, nothing saved)', () => {
  const add = (body: object) => call(t.app, 'POST', 'v1/marchand/promotionAdd', s.partnerA.token, body);
  const partnerArticle = () =>
    makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });

  it('names every missing field', async () => {
    const res = await add({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      designation: ['Le champ désignation est obligatoire.'],
      date_debut: ['Le champ date de début est obligatoire.'],
      date_fin: ['Le champ date de fin est obligatoire.'],
      pourcentage: ['Le champ pourcentage est obligatoire.'],
      article_ids: ['Veuillez sélectionner au moins un article.'],
    });
  });

  it('treats emptied form fields as missing', async () => {
    const res = await add({
      designation: '   ',
      date_debut: '',
      date_fin: null,
      pourcentage: '',
      article_ids: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      designation: ['Le champ désignation est obligatoire.'],
      date_debut: ['Le champ date de début est obligatoire.'],
      date_fin: ['Le champ date de fin est obligatoire.'],
      pourcentage: ['Le champ pourcentage est obligatoire.'],
      article_ids: ['Veuillez sélectionner au moins un article.'],
    });
  });

  it('refuses impossible dates and a designation over 255 characters', async () => {
    const a = await partnerArticle();
    const res = await add(
      promotionForm([a.id], {
        designation: 'x'.repeat(256),
        date_debut: '2026-02-30',
        date_fin: '31/12/2026',
      }),
    );
    expect(res.json().errors).toEqual({
      designation: ['Le champ désignation ne doit pas dépasser 255 caractères.'],
      date_debut: ["Le champ date de début n'est pas une date valide."],
      date_fin: ["Le champ date de fin n'est pas une date valide."],
    });
  });

  it('wants the end on or after the start (the same day is fine)', async () => {
    const a = await partnerArticle();
    const bad = await add(promotionForm([a.id], { date_debut: day(5), date_fin: day(4) }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date_fin: [PROMOTION_MESSAGES.dateRange] });
    expect(PROMOTION_MESSAGES.dateRange).toBe(
      'La date de fin doit être postérieure ou égale à la date de début.',
    );
    const sameDay = await add(promotionForm([a.id], { date_debut: day(3), date_fin: day(3) }));
    expect(sameDay.statusCode).toBe(201);
  });

  it('refuses a new promotion that has already ended', async () => {
    const a = await partnerArticle();
    const res = await add(promotionForm([a.id], { date_debut: day(-10), date_fin: day(-1) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date_fin: ["La date de fin ne peut pas être antérieure à aujourd'hui."],
    });
    expect(res.json().codes).toEqual({ date_fin: [{ code: 'date_fin_past', params: {} }] });
    const endsToday = await add(promotionForm([a.id], { date_debut: day(-10), date_fin: day(0) }));
    expect(endsToday.statusCode).toBe(201);
  });

  it.each([
    [0, 'Le pourcentage doit être compris entre 1 et 99.'],
    [100, 'Le pourcentage doit être compris entre 1 et 99.'],
    [-5, 'Le pourcentage doit être compris entre 1 et 99.'],
    [12.5, 'Le champ pourcentage doit être un nombre entier.'],
    ['abc', 'Le champ pourcentage doit être un nombre entier.'],
    [true, 'Le champ pourcentage doit être un nombre entier.'],
  ])('refuses pourcentage %s', async (pourcentage, message) => {
    const a = await partnerArticle();
    const res = await add(promotionForm([a.id], { pourcentage }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pourcentage: [message] });
  });

  it.each([1, 99, '45'])('accepts pourcentage %s', async (pourcentage) => {
    const a = await partnerArticle();
    const res = await add(promotionForm([a.id], { pourcentage }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.pourcentage).toBe(Number(pourcentage));
  });

  it('refuses malformed article ids under their index', async () => {
    const a = await partnerArticle();
    const res = await add(promotionForm([a.id], { article_ids: [a.id, 'x', { article_id: 0 }, null] }));
    expect(res.statusCode).toBe(422);
    const invalid = ["L'identifiant d'article est invalide."];
    expect(res.json().errors).toEqual({
      'article_ids.1': invalid,
      'article_ids.2': invalid,
      'article_ids.3': invalid,
    });
    const notAList = await add(promotionForm([a.id], { article_ids: 'tous' }));
    expect(notAList.json().errors).toEqual({ article_ids: invalid });
  });

  it('refuses more than 500 articles', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    const res = await add(promotionForm(ids));
    expect(res.json().errors).toEqual({
      article_ids: ['Une promotion ne peut pas contenir plus de 500 articles.'],
    });
  });

  it('validates an edit the same way and leaves the promotion unchanged', async () => {
    const a = await partnerArticle();
    const promo = await makePromotion(db(), [a.id], { marchandId: s.partnerA.row.id });
    const before = await promotionSnapshot(db());
    const res = await call(t.app, 'POST', `v1/marchand/promotionEdit/${promo.id}`, s.partnerA.token, {
      designation: '',
      date_debut: day(2),
      date_fin: day(1),
      pourcentage: 150,
      article_ids: [],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'article_ids',
      'date_fin',
      'designation',
      'pourcentage',
    ]);
    expect(await promotionSnapshot(db())).toEqual(before);
  });
});

describe("articles a promotion may hold (only its owner's)", () => {
  const NOT_OWNED = ["Certains articles sélectionnés n'existent pas ou ne vous appartiennent pas."];

  it('a partner promotes only its own articles: another store, the platform or an unknown id is refused', async () => {
    const own = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    const otherStore = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerB.row.id });
    const platform = await makeSellableArticle(db(), s.sousCategorie.id);
    const before = await promotionSnapshot(db());
    for (const foreign of [otherStore.id, platform.id, 987654]) {
      const res = await call(
        t.app,
        'POST',
        'v1/marchand/promotionAdd',
        s.partnerA.token,
        promotionForm([own.id, foreign]),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ article_ids: NOT_OWNED });
      expect(res.json().codes).toEqual({ article_ids: [{ code: 'articles_not_owned', params: {} }] });
    }
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it("the administrator promotes only the platform's articles, never a store's", async () => {
    const store = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    const platform = await makeSellableArticle(db(), s.sousCategorie.id);
    const refused = await call(
      t.app,
      'POST',
      'v1/user/promotionAdd',
      s.admin.token,
      promotionForm([platform.id, store.id]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ article_ids: NOT_OWNED });
    expect((await promotionSnapshot(db())).rows).toEqual([]);
  });

  it("an edit cannot slip in another store's article, and changes nothing", async () => {
    const own = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    const other = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerB.row.id });
    const promo = await makePromotion(db(), [own.id], { marchandId: s.partnerA.row.id });
    const before = await promotionSnapshot(db());
    const res = await call(
      t.app,
      'POST',
      `v1/marchand/promotionEdit/${promo.id}`,
      s.partnerA.token,
      promotionForm([], {
        designation: 'Changée',
        article_ids: [{ article_id: own.id }, { article_id: other.id }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ article_ids: NOT_OWNED });
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it('a new article of the store (not yet validated) may be promoted ahead of its validation', async () => {
    const fresh = await makeSellableArticle(db(), s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
      valide: -1,
    });
    const res = await call(
      t.app,
      'POST',
      'v1/marchand/promotionAdd',
      s.partnerA.token,
      promotionForm([fresh.id]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.articles[0].valide).toBe(-1);
  });
});

describe('one active promotion per article and day', () => {
  let a: Awaited<ReturnType<typeof makeSellableArticle>>;
  let b: Awaited<ReturnType<typeof makeSellableArticle>>;
  const add = (body: object) => call(t.app, 'POST', 'v1/marchand/promotionAdd', s.partnerA.token, body);

  beforeEach(async () => {
    a = await makeSellableArticle(db(), s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
      designation: 'Robe',
    });
    b = await makeSellableArticle(db(), s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
      designation: 'Châle',
    });
  });

  it('refuses an article already in an active promotion over an overlapping period, naming it', async () => {
    await makePromotion(db(), [a.id], {
      marchandId: s.partnerA.row.id,
      designation: 'Ramadan',
      dateDebut: '2099-03-01',
      dateFin: '2099-03-31',
    });
    const before = await promotionSnapshot(db());
    const res = await add(promotionForm([a.id, b.id], { date_debut: '2099-03-31', date_fin: '2099-04-10' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      article_ids: ["L'article « Robe » est déjà dans la promotion « Ramadan » du 01/03/2099 au 31/03/2099."],
    });
    expect(res.json().codes).toEqual({
      article_ids: [
        {
          code: 'promotion_overlap',
          params: { article: 'Robe', promotion: 'Ramadan', debut: '01/03/2099', fin: '31/03/2099' },
        },
      ],
    });
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it('accepts back-to-back periods and overlaps with a blocked promotion', async () => {
    await makePromotion(db(), [a.id], {
      marchandId: s.partnerA.row.id,
      dateDebut: '2099-03-01',
      dateFin: '2099-03-31',
    });
    await makePromotion(db(), [b.id], {
      marchandId: s.partnerA.row.id,
      dateDebut: '2099-03-01',
      dateFin: '2099-03-31',
      valide: false,
    });
    const after = await add(
      promotionForm([a.id, b.id], { date_debut: '2099-04-01', date_fin: '2099-04-10' }),
    );
    expect(after.statusCode).toBe(201);
    const overBlocked = await add(
      promotionForm([b.id], { date_debut: '2099-03-10', date_fin: '2099-03-20' }),
    );
    expect(overBlocked.statusCode).toBe(201);
  });

  it('an edit does not collide with the promotion itself, but with the others', async () => {
    const promo = await makePromotion(db(), [a.id], { marchandId: s.partnerA.row.id });
    await makePromotion(db(), [b.id], { marchandId: s.partnerA.row.id, designation: 'Châles' });
    const edit = (ids: number[]) =>
      call(t.app, 'POST', `v1/marchand/promotionEdit/${promo.id}`, s.partnerA.token, promotionForm(ids));
    expect((await edit([a.id])).statusCode).toBe(200);
    const res = await edit([a.id, b.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.article_ids[0]).toContain('« Châle » est déjà dans la promotion « Châles »');
  });

  it('refuses to unblock a promotion that would overlap an active one (409), unchanged', async () => {
    const blocked = await makePromotion(db(), [a.id], { marchandId: s.partnerA.row.id, valide: false });
    await makePromotion(db(), [a.id], { marchandId: s.partnerA.row.id, designation: 'Soldes actives' });
    const res = await call(t.app, 'POST', `v1/marchand/promotionChangerEtat/${blocked.id}`, s.partnerA.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Impossible de débloquer cette promotion : l'article « Robe » est déjà dans la promotion active « Soldes actives » sur la même période.",
    );
    expect(res.json()).toMatchObject({
      code: 'promotion_unblock_overlap',
      params: { article: 'Robe', promotion: 'Soldes actives' },
    });
    expect((await promotionRow(db(), blocked.id)).valide).toBe(false);
  });
});
