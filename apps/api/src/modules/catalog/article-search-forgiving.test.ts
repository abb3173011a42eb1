import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeSousCategorie } from '../../../test/factories';
import { makeSellable, makeTree, names } from './articles.fixtures';

/**
 * The forgiving search of decision 0035: partial matches when no article holds every word, French
 * spelling equivalences, two typos in a long word. The synonyms are in search-synonymes-admin.test.ts.
 */
describe('GET /api/v1/rechercheArticles — partial matches, spelling, two typos', () => {
  const t = useTestApp();

  beforeEach(async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const maison = await makeSousCategorie(db, categorie.id, { designation: 'Maison' });
    const add = (designation: string, description?: string) =>
      makeSellable(db, maison.id, { designation, ...(description ? { description } : {}) });
    await add('Plat à couscous', 'Se marie avec un tajine ou une marmite.');
    await add('Tajine en terre cuite');
    await add('Marmite en fonte');
    // Kabyle is common here, as in the demo catalogue; no article is both a tajine and kabyle.
    for (const designation of ['Robe kabyle brodée', 'Cruche kabyle peinte', 'Bracelet kabyle en argent'])
      await add(designation);
    await add('Moule à quiche');
    await makeSellable(db, sousCategorie.id, { designation: 'Smartphone Redmi Note 13', marque: 'Xiaomi' });
    await makeSellable(db, sousCategorie.id, { designation: 'Téléphone fixe sans fil', marque: 'Gigaset' });
    await makeSellable(db, sousCategorie.id, { designation: 'Ordinateur de bureau', marque: 'Lenovo' });
  });

  const searchPage = async (q: string, page = 1) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rechercheArticles?search=${encodeURIComponent(q)}&page=${page}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const search = async (q: string) => names(await searchPage(q));

  it('shows the best partial matches when no article holds every word: tajine kabyle', async () => {
    // Every kabyle article holds one word, as the tajine does: the rarer word's best placed article first.
    const found = await search('tajine kabyle');
    expect(found[0]).toBe('Tajine en terre cuite');
    expect(found.slice(1, 4).sort()).toEqual([
      'Bracelet kabyle en argent',
      'Cruche kabyle peinte',
      'Robe kabyle brodée',
    ]);
    // The plate only mentions a tajine in its description: last.
    expect(found[4]).toBe('Plat à couscous');
    expect((await searchPage('tajine kabyle')).meta.total).toBe(5);
    // A word that matches nothing is left out: the other word's articles.
    expect(await search('tajine zorglub')).toEqual(['Tajine en terre cuite', 'Plat à couscous']);
    // Every word is in some article, none holds both: the rarer word's article first.
    expect(await search('tajine ordinateur')).toEqual([
      'Ordinateur de bureau',
      'Tajine en terre cuite',
      'Plat à couscous',
    ]);
  });

  it('ranks partial matches by how many words they hold first, however placed', async () => {
    const { sousCategorie } = await makeTree(t.database.db);
    await makeSellable(t.database.db, sousCategorie.id, {
      designation: 'Nappe en lin',
      description: 'Pour une table avec cruche et tajine.',
    });
    // The napkin holds two words, in its description only; the others one word each, in their name.
    const found = await search('tajine cruche robe');
    expect(found[0]).toBe('Nappe en lin');
    expect(found.slice(1, 4).sort()).toEqual([
      'Cruche kabyle peinte',
      'Robe kabyle brodée',
      'Tajine en terre cuite',
    ]);
    expect(await search('tajine terre kabyle')).toEqual(expect.arrayContaining(['Tajine en terre cuite']));
    expect((await search('tajine terre kabyle'))[0]).toBe('Tajine en terre cuite');
  });

  it('still finds nothing for a single word that no article holds', async () => {
    expect(await search('zorglub')).toEqual([]);
    expect((await searchPage('zorglub')).meta.total).toBe(0);
    expect(await search('zorglub blorf')).toEqual([]);
  });

  it('reads French spelling equivalences: ph/f, qu/k, doubled letters, accents', async () => {
    expect(await search('smartfone')).toEqual(['Smartphone Redmi Note 13']);
    expect(await search('telefone')).toEqual(['Téléphone fixe sans fil']);
    expect(await search('téléphone')).toEqual(['Téléphone fixe sans fil']);
    expect(await search('TELEFONNE')).toEqual(['Téléphone fixe sans fil']);
    // The plate's description mentions a marmite: after the article named after it.
    expect(await search('marmitte')).toEqual(['Marmite en fonte', 'Plat à couscous']);
    expect(await search('kiche')).toEqual(['Moule à quiche']);
    expect(await search('smartfone xiaomi')).toEqual(['Smartphone Redmi Note 13']);
  });

  it('forgives two typos in a word of 8 letters or more, not in a shorter one', async () => {
    // Two letters replaced ('ordinateur' → 'ordinetaur'); one typo apart finds nothing here.
    expect(await search('ordinetaur')).toEqual(['Ordinateur de bureau']);
    expect(await search('smrtphine')).toEqual(['Smartphone Redmi Note 13']);
    // 'fonte' with two typos is another word: not forgiven.
    expect(await search('fnotr')).toEqual([]);
  });
});
