import { algiersDay } from '@souk/domain/algiers-time';
import { promotionPrice } from '@souk/domain/pricing';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeNote, makePromotion } from '../../../test/factories';
import { makeSellable, makeTree, names } from './articles.fixtures';
import { forgetPromotionsDuJour, refreshPromotionsDuJour } from './promotions-du-jour';

/**
 * Every case runs twice: with the promotions looked up per request, and with each article's running
 * promotion kept by migration 0010 (the API's mode once today's promotions are computed, i.e. in
 * production). The kept day is set before the data is made, so the promotion triggers keep it.
 */
const modes = [
  { mode: 'promotions looked up', kept: false },
  { mode: 'promotions kept for today', kept: true },
];
async function setMode(db: Parameters<typeof refreshPromotionsDuJour>[0], kept: boolean) {
  if (kept) await refreshPromotionsDuJour(db, algiersDay());
  else forgetPromotionsDuJour(db);
}

/**
 * The storefront filters (docs/product/storefront-and-client.md, Category) on a category page; every
 * paginated list shares the same code path, which the last tests check on the other lists.
 */
describe.each(modes)('article filters ($mode)', ({ kept }) => {
  const t = useTestApp();
  let slug: string;

  /**
   * Lowest price after promotion: Ambre 1000, Bougie 2000 −50 % = 1000, Cèdre 3000, Diffuseur
   * 500..5000 → 500, Encens 4000 −20 % = 3200. Average notes: Ambre 4.5, Bougie 3, Cèdre 1.
   */
  beforeEach(async () => {
    const db = t.database.db;
    await setMode(db, kept);
    const { categorie, sousCategorie } = await makeTree(db, { slug: 'maison' });
    slug = categorie.slug;
    const at = (n: number) => new Date(Date.UTC(2026, 0, 10 - n));
    const ambre = await makeSellable(db, sousCategorie.id, {
      designation: 'Ambre',
      prix: [1000],
      createdAt: at(0),
    });
    const bougie = await makeSellable(db, sousCategorie.id, {
      designation: 'Bougie',
      prix: [2000],
      createdAt: at(1),
    });
    const cedre = await makeSellable(db, sousCategorie.id, {
      designation: 'Cèdre',
      prix: [3000],
      createdAt: at(2),
    });
    await makeSellable(db, sousCategorie.id, {
      designation: 'Diffuseur',
      prix: [5000, 500],
      createdAt: at(3),
    });
    const encens = await makeSellable(db, sousCategorie.id, {
      designation: 'Encens',
      prix: [4000],
      createdAt: at(4),
    });
    await makePromotion(db, [bougie.id], { pourcentage: 50 });
    await makePromotion(db, [encens.id], { pourcentage: 20 });
    // An expired deeper promotion does not count.
    await makePromotion(db, [encens.id], { pourcentage: 80, dateDebut: '2025-01-01', dateFin: '2025-01-31' });
    const reviews: [number, number[]][] = [
      [ambre.id, [5, 4]],
      [bougie.id, [3, 3]],
      [cedre.id, [1]],
    ];
    for (const [articleId, notes] of reviews) {
      for (const note of notes) await makeNote(db, articleId, (await makeClient(db)).id, { note });
    }
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };

  it('applies no filter when none is set, or when they are 0 or empty', async () => {
    const all = ['Ambre', 'Bougie', 'Cèdre', 'Diffuseur', 'Encens'];
    expect(await list('')).toEqual(all);
    expect(await list('search=&prixMin=0&prixMax=&promotion=0&etoil=0')).toEqual(all);
  });

  it('compares prixMin and prixMax with the lowest variant price after the active promotion', async () => {
    expect(await list('prixMin=1000')).toEqual(['Ambre', 'Bougie', 'Cèdre', 'Encens']);
    expect(await list('prixMax=1000')).toEqual(['Ambre', 'Bougie', 'Diffuseur']);
    expect(await list('prixMin=1000&prixMax=3000')).toEqual(['Ambre', 'Bougie', 'Cèdre']);
    expect(await list('prixMin=3200&prixMax=3200')).toEqual(['Encens']);
    expect(await list('prixMin=5001')).toEqual([]);
  });

  it('compares prices with the promotion shown (the latest running one), with or without a promotion filter', async () => {
    // A second running promotion on Cèdre (3000): created last, so it is the one shown, −40 % → 1800.
    const cedre = (await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}` }))
      .json()
      .data.find((a: { designation: string }) => a.designation === 'Cèdre');
    await makePromotion(t.database.db, [cedre.id], {
      pourcentage: 10,
      createdAt: new Date(Date.now() - 60_000),
    });
    await makePromotion(t.database.db, [cedre.id], { pourcentage: 40 });
    // Price only (the page looks the promotion up per article) and price + promotion (derived table).
    expect(await list('prixMin=1500&prixMax=2000')).toEqual(['Cèdre']);
    expect(await list('prixMin=1500&prixMax=2000&promotion=40')).toEqual(['Cèdre']);
    expect(await list('prixMin=2700&prixMax=2700')).toEqual([]);
  });

  it('keeps only articles whose active promotion reaches the step', async () => {
    expect(await list('promotion=5')).toEqual(['Bougie', 'Encens']);
    expect(await list('promotion=20')).toEqual(['Bougie', 'Encens']);
    expect(await list('promotion=40')).toEqual(['Bougie']);
    expect(await list('promotion=60')).toEqual([]);
  });

  it.runIf(kept)('reads the kept promotion, not a lookup, once today is computed', async () => {
    const db = t.database.db;
    expect(await list('promotion=60')).toEqual([]);
    // Written behind the triggers' back: only a filter that reads the column can see it.
    await db.execute(sql`update articles set promo_pourcentage = 60 where designation = 'Ambre'`);
    expect(await list('promotion=60')).toEqual(['Ambre']);
    // Another day than the kept one: looked up again.
    forgetPromotionsDuJour(db);
    expect(await list('promotion=60')).toEqual([]);
  });

  it('keeps only articles whose average note reaches the stars', async () => {
    expect(await list('etoil=4')).toEqual(['Ambre']);
    expect(await list('etoil=3')).toEqual(['Ambre', 'Bougie']);
    expect(await list('etoil=1')).toEqual(['Ambre', 'Bougie', 'Cèdre']);
  });

  it('combines the filters', async () => {
    expect(await list('promotion=20&etoil=3')).toEqual(['Bougie']);
    expect(await list('prixMax=1000&etoil=4')).toEqual(['Ambre']);
    expect(await list('search=bougie&prixMax=1000&promotion=40&etoil=3')).toEqual(['Bougie']);
    expect(await list('search=bougie&prixMin=1500')).toEqual([]);
    expect(await list('search=encens&promotion=20&prixMin=3000&prixMax=3500')).toEqual(['Encens']);
  });

  it('answers 422 with the field keys for invalid values', async () => {
    const cases: [string, string[]][] = [
      ['prixMin=-1', ['prixMin']],
      ['prixMin=abc', ['prixMin']],
      ['prixMax=1e99', ['prixMax']],
      ['promotion=10', ['promotion']],
      ['promotion=abc', ['promotion']],
      ['etoil=5', ['etoil']],
      ['etoil=2.5', ['etoil']],
      ['etoil=-1', ['etoil']],
      [`search=${'a'.repeat(201)}`, ['search']],
      ['prixMin=-5&promotion=7&etoil=9', ['prixMin', 'promotion', 'etoil']],
    ];
    for (const [query, keys] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}?${query}` });
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(Object.keys(body.errors).sort(), query).toEqual([...keys].sort());
      expect(typeof body.message).toBe('string');
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}?prixMin=-1` });
    expect(res.json().errors.prixMin[0]).toMatch(
      /^La valeur du champ prixMin doit être supérieure ou égale à 0/,
    );
    const step = await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}?promotion=10` });
    expect(step.json().errors.promotion).toEqual(['Le champ promotion doit valoir 5, 20, 40, 60, 80 ou 0.']);
    expect(step.json().codes.promotion).toEqual([
      { code: 'filter_step', params: { attribute: 'promotion', steps: '5, 20, 40, 60, 80' } },
    ]);
  });

  it('applies the same filters on every paginated list', async () => {
    const db = t.database.db;
    const urls = [
      '/api/v1/accueil/allArticles?promotion=40',
      '/api/v1/rechercheArticles?search=bougie&promotion=40',
      `/api/v1/articles/${(await makeTree(db)).sousCategorie.id}?promotion=40`,
    ];
    const res = await t.app.inject({ method: 'GET', url: urls[0] });
    expect(names(res.json())).toEqual(['Bougie']);
    expect(names((await t.app.inject({ method: 'GET', url: urls[1] })).json())).toEqual(['Bougie']);
    expect(names((await t.app.inject({ method: 'GET', url: urls[2] })).json())).toEqual([]);
  });
});

describe.each(modes)('filters and pagination links ($mode)', ({ kept }) => {
  const t = useTestApp();
  beforeEach(() => setMode(t.database.db, kept));

  it('keeps every active filter in the links, and only those', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    for (let i = 0; i < 14; i++) {
      const a = await makeSellable(db, sousCategorie.id, { designation: `Lampe ${i}`, prix: [2500] });
      await makePromotion(db, [a.id], { pourcentage: 40 });
      await makeNote(db, a.id, (await makeClient(db)).id, { note: 5 });
    }
    const query = 'search=lampe&prixMin=1000&prixMax=2000&promotion=20&etoil=4&page=1&unknown=x';
    const body = (
      await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${categorie.slug}?${query}` })
    ).json();
    expect(body.meta.total).toBe(14);
    const kept = 'search=lampe&prixMin=1000&prixMax=2000&promotion=20&etoil=4';
    expect(body.links.next).toBe(`/api/v1/categorieShow/${categorie.slug}?${kept}&page=2`);
    expect(body.links.first).toBe(`/api/v1/categorieShow/${categorie.slug}?${kept}&page=1`);
    expect(body.meta.links.at(-1)).toEqual({ url: body.links.next, label: 'Suivant &raquo;', active: false });
    const page2 = (await t.app.inject({ method: 'GET', url: body.links.next })).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.links.prev).toBe(`/api/v1/categorieShow/${categorie.slug}?${kept}&page=1`);

    const zeros = (
      await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${categorie.slug}?prixMin=0&etoil=0` })
    ).json();
    expect(zeros.links.next).toBe(`/api/v1/categorieShow/${categorie.slug}?page=2`);
  });

  it('rounds the promoted price like the domain does before comparing it', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id, { designation: 'Savon', prix: [100.01] });
    await makePromotion(db, [a.id], { pourcentage: 50 });
    const paid = promotionPrice(100.01, 50);
    expect(paid).toBe(50.01);
    const list = async (q: string) =>
      names(
        (await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${categorie.slug}?${q}` })).json(),
      );
    expect(await list(`prixMax=${paid}`)).toEqual(['Savon']);
    expect(await list('prixMax=50')).toEqual([]);
    expect(await list(`prixMin=${paid}`)).toEqual(['Savon']);
  });
});
