import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand, makeSousCategorie } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { articles, sousCategories } from '../../db/schema/catalog';
import { makeSellable, makeTree, names } from './articles.fixtures';

describe('GET /api/v1/rechercheArticles — a search that forgives', () => {
  const t = useTestApp();

  beforeEach(async () => {
    const db = t.database.db;
    const { categorie, sousCategorie: smartphones } = await makeTree(db);
    await t.database.db
      .update(sousCategories)
      .set({ designation: 'Smartphones' })
      .where(eq(sousCategories.id, smartphones.id));
    const baskets = await makeSousCategorie(db, categorie.id, { designation: 'Baskets' });
    const maison = await makeSousCategorie(db, categorie.id, { designation: 'Maison' });
    const shop = await makeMarchand(db, { designationMagasin: 'Électro Bab Ezzouar' });
    const add = (sc: number, designation: string, more: Partial<typeof articles.$inferInsert> = {}) =>
      makeSellable(db, sc, { designation, ...more });
    await add(smartphones.id, 'Téléphone portable Galaxy A15', { marque: 'Samsung', marchandId: shop.id });
    await add(baskets.id, 'Chaussures de sport Air', { marque: 'Nike' });
    await add(maison.id, 'Rasoir électrique', { marque: 'Philips', description: 'Rasage précis et rapide.' });
    await add(maison.id, 'Lame de rasoir', { marque: 'Gillette' });
    await add(maison.id, 'Lampe de chevet', { marque: 'Ikea' });
    await add(maison.id, 'Robe kabyle brodée');
    await add(maison.id, 'Robot pâtissier', { marque: 'Moulinex' });
    await add(maison.id, 'Tapis berbère', { description: 'Tissé à la main, en laine de mouton.' });
    await add(maison.id, "Huile d'olive de Kabylie");
  });

  const search = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rechercheArticles?search=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };

  it('forgives one typo in a word of 5+ letters', async () => {
    expect(await search('Samsnug')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('chausures')).toEqual(['Chaussures de sport Air']);
    expect(await search('telephonne')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('ordinatuer')).toEqual([]);
  });

  it('reads a misspelt word as its closest words: one typo apart, the first letter kept (0012)', async () => {
    const { sousCategorie } = await makeTree(t.database.db);
    for (const designation of ['Tajine en terre cuite', 'Couverture en laine', 'Taille-crayon'])
      await makeSellable(t.database.db, sousCategorie.id, { designation });
    // 'laine' is one typo apart too but changes the first letter; 'taille' is only a look-alike.
    expect(await search('taine')).toEqual(['Tajine en terre cuite']);
    expect(await search('couvertrue')).toEqual(['Couverture en laine']);
    // No word one typo apart: 0003's look-alikes (word similarity 0.5) still answer.
    expect(await search('chausssurres')).toEqual(['Chaussures de sport Air']);
  });

  it('forgives one typo in a word of 4 letters, the first letter kept (decision 0006, 0012)', async () => {
    expect(await search('nkie')).toEqual(['Chaussures de sport Air']); // swap → Nike
    expect(await search('tpis')).toEqual(['Tapis berbère']); // deletion in a 5-letter word
    expect(await search('robr')).toEqual(['Robe kabyle brodée']); // substitution
    // No article holds both words: the partial matches, each holding one, typos forgiven in both.
    const phoneAndShoes = ['Chaussures de sport Air', 'Téléphone portable Galaxy A15'];
    expect((await search('samsnug nkie')).sort()).toEqual(phoneAndShoes);
    expect((await search('galaxy nkie')).sort()).toEqual(phoneAndShoes);
    expect(await search('mike')).toEqual([]); // the first letter is not forgiven
    expect(await search('ikie')).toEqual([]); // two typos
    expect(await search('nik')).toEqual(['Chaussures de sport Air']); // a prefix, as typed
    expect(await search('nke')).toEqual([]); // 3 letters: taken as typed
  });

  it('ignores accents and case, both ways', async () => {
    expect(await search('telephone')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('TÉLÉPHONE')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('eléctrique')).toEqual(['Rasoir électrique']);
    expect(await search('berbere')).toEqual(['Tapis berbère']);
    expect(await search('patissier')).toEqual(['Robot pâtissier']);
  });

  it('stems French words (plural, feminine)', async () => {
    expect(await search('chaussure')).toEqual(['Chaussures de sport Air']);
    expect(await search('téléphones portables')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('brodee')).toEqual(['Robe kabyle brodée']);
  });

  it('narrows with every word, typos included; partial matches when no article holds them all', async () => {
    expect(await search('rasoir electrique')).toEqual(['Rasoir électrique']);
    expect(await search('rasoir')).toEqual(expect.arrayContaining(['Rasoir électrique', 'Lame de rasoir']));
    expect(await search('samsung galaxy')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('samsnug galaxy')).toEqual(['Téléphone portable Galaxy A15']);
    // No article holds both: the partial matches (decision 0035).
    expect((await search('galaxy nike')).sort()).toEqual([
      'Chaussures de sport Air',
      'Téléphone portable Galaxy A15',
    ]);
    expect(await search("huile d'olive")).toEqual(["Huile d'olive de Kabylie"]);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(await search('télép')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('chaussures de sp')).toEqual(['Chaussures de sport Air']);
  });

  it('searches brand, sub-category, store and description too', async () => {
    expect(await search('philips')).toEqual(['Rasoir électrique']);
    expect(await search('smartphones')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('ezzouar')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('laine')).toEqual(['Tapis berbère']);
  });

  it('brings no look-alikes for short or correctly spelled words', async () => {
    expect(await search('lampe')).toEqual(['Lampe de chevet']);
    expect(await search('lame')).toEqual(['Lame de rasoir']);
    expect(await search('robe')).toEqual(['Robe kabyle brodée']);
    expect(await search('robot')).toEqual(['Robot pâtissier']);
    expect(await search('pc')).toEqual([]);
    expect(await search('air')).toEqual(['Chaussures de sport Air']);
    expect(await search('de la')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('ranks designation matches above description matches', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    await makeSellable(db, sousCategorie.id, {
      designation: 'Couverture',
      description: 'Une couverture en laine douce.',
      createdAt: new Date(Date.now() + 60_000),
    });
    await makeSellable(db, sousCategorie.id, { designation: 'Pull en laine', createdAt: new Date(0) });
    const found = await search('laine');
    expect(found[0]).toBe('Pull en laine');
    expect(found).toEqual(['Pull en laine', 'Couverture', 'Tapis berbère']);
  });

  it('survives hostile or unusual input (operators, quotes, wildcards, other scripts)', async () => {
    const inputs = [
      "'); drop table articles; --",
      'a & b | !c <-> d:*',
      '%_\\',
      '½ ² ⅷ',
      'هاتف سامسونج',
      'é'.repeat(300).slice(0, 200),
    ];
    for (const q of inputs) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/rechercheArticles?search=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(200);
    }
    const twice = await t.app.inject({ method: 'GET', url: '/api/v1/rechercheArticles?search=a&search=b' });
    expect(twice.statusCode).toBe(422);
    expect(await search('Tapis')).toEqual(['Tapis berbère']);
  });

  it('answers 422 when the search is missing or blank', async () => {
    for (const url of [
      '/api/v1/rechercheArticles',
      '/api/v1/rechercheArticles?search=',
      '/api/v1/rechercheArticles?search=%20%20',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors).toEqual({ search: ['Le champ recherche est obligatoire.'] });
      expect(res.json().codes).toEqual({ search: [{ code: 'search_required', params: {} }] });
    }
  });

  it('pages results 12 at a time and keeps the search in the links', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    for (let i = 0; i < 13; i++) await makeSellable(db, sousCategorie.id, { designation: `Théière ${i}` });
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/v1/rechercheArticles?search=th%C3%A9i%C3%A8re' })
    ).json();
    expect(body.data).toHaveLength(12);
    expect(body.meta.total).toBe(13);
    expect(body.links.next).toBe('/api/v1/rechercheArticles?search=th%C3%A9i%C3%A8re&page=2');
  });

  it('follows renamed stores and sub-categories (triggers refresh the index)', async () => {
    const db = t.database.db;
    await db.update(marchands).set({ designationMagasin: 'Numérique Oran' });
    await db
      .update(sousCategories)
      .set({ designation: 'Mobiles' })
      .where(eq(sousCategories.designation, 'Smartphones'));
    expect(await search('numerique')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('ezzouar')).toEqual([]);
    expect(await search('mobile')).toEqual(['Téléphone portable Galaxy A15']);
    await db.update(articles).set({ marque: 'Condor' }).where(eq(articles.marque, 'Samsung'));
    expect(await search('condor')).toEqual(['Téléphone portable Galaxy A15']);
    expect(await search('samsung')).toEqual([]);
  });
});
