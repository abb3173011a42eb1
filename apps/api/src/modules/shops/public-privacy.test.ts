import { shopReply } from '@souk/domain/replies/shops';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { testEngine } from '../../../test/database';
import { makeClient, makeMarchand, makeNote } from '../../../test/factories';
import { makeSellable, makeTree } from '../catalog/articles.fixtures';
import { shopColumns } from './shops.schemas';

/**
 * Public replies show a store's contact card (id, slug, designation_magasin,
 * url_photo_magasin, email, telephone, adresse_magasin, wilaya_magasin, socials) and, for reviews,
 * the client's name and photo. Never the password hash, the owner's name, or a client's
 * e-mail; and the SQL behind them must not even read those columns.
 */
describe('public catalogue replies never carry private account fields', () => {
  const t = useTestAppWithSqlLog();

  async function scenario() {
    const db = t.database.db;
    const shop = await makeMarchand(db, {
      nom: 'Proprietaire',
      prenom: 'Secret',
      email: 'boutique@souk.dz',
      registreCommerce: '16/00-1234567B21',
      nif: '000116001234567',
    });
    const client = await makeClient(db, { email: 'client.prive@souk.dz', nom: 'Benali', prenom: 'Amina' });
    const { categorie } = await makeTree(db, { slug: 'maison' });
    const { sousCategorie } = await makeTree(db);
    const article = await makeSellable(db, sousCategorie.id, { marchandId: shop.id, designation: 'Tapis' });
    await makeSellable(db, sousCategorie.id, { marchandId: shop.id, designation: 'Lampe' });
    await makeNote(db, article.id, client.id);
    return { shop, article, categorie, sousCategorie };
  }

  const PRIVATE_VALUES = ['Proprietaire', 'Secret', 'client.prive@souk.dz'];
  const CARD_KEYS = Object.keys(shopReply.shape).sort();

  /** No `password` anywhere; a store card has exactly the public keys; a review author only its name and photo. */
  function expectNoPrivateField(value: unknown, where: string): void {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        expectNoPrivateField(v, `${where}[${i}]`);
      });
      return;
    }
    if (!value || typeof value !== 'object') return;
    expect(Object.keys(value), where).not.toContain('password');
    if (where.endsWith('.marchand') || where.endsWith('.data') || /\.data\[\d+]$/.test(where)) {
      if ('designation_magasin' in value) expect(Object.keys(value).sort(), where).toEqual(CARD_KEYS);
    }
    if (where.endsWith('.client'))
      expect(Object.keys(value).sort(), where).toEqual(['nom', 'prenom', 'url_photo']);
    for (const [k, v] of Object.entries(value)) expectNoPrivateField(v, `${where}.${k}`);
  }

  it('shows the store contact card (e-mail included, as documented) and nothing private', async () => {
    const { shop, article, sousCategorie } = await scenario();
    const urls = [
      '/api/v1/marchands',
      `/api/v1/marchandShow/${shop.slug}`,
      `/api/v1/articleShow/${article.id}`,
      `/api/v1/articles/${sousCategorie.id}`,
      `/api/v1/articlesMarchand/${shop.id}`,
      '/api/v1/accueil/allArticles',
      '/api/v1/newArticles',
      '/api/v1/rechercheArticles?search=Tapis',
    ];
    t.sql.length = 0;
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      for (const secret of PRIVATE_VALUES) expect(res.body, `${url} leaks ${secret}`).not.toContain(secret);
      expect(res.body, url).not.toContain('argon2');
      expectNoPrivateField(res.json(), url);
    }
    const card = (await t.app.inject({ method: 'GET', url: `/api/v1/marchandShow/${shop.slug}` })).json()
      .data;
    expect(card).toMatchObject({ email: 'boutique@souk.dz', telephone: '0550 00 00 00', slug: shop.slug });
    // Law 18-05: the shop page shows its legal identity.
    expect(card).toMatchObject({ registre_commerce: '16/00-1234567B21', nif: '000116001234567' });
    const show = (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${article.id}` })).json()
      .data;
    expect(show.marchand).toMatchObject({
      email: 'boutique@souk.dz',
      designation_magasin: shop.designationMagasin,
    });
    expect(show.notes[0].client).toEqual({ nom: 'Benali', prenom: 'Amina', url_photo: null });

    if (testEngine() === 'pglite') {
      expect(t.sql.length).toBeGreaterThan(0);
      for (const text of t.sql) {
        expect(text).not.toMatch(/"password"|\.password\b/);
        expect(text).not.toMatch(/"marchands"\."(nom|prenom|genre|commandes_vues_at)"/);
        expect(text).not.toMatch(/"clients"\."email"|\bc\.email\b/);
      }
    }
  });

  it('lists only public columns for a store', () => {
    expect(Object.keys(shopColumns)).not.toContain('password');
    expect(Object.keys(shopColumns)).not.toContain('nom');
  });
});

/** useTestApp, plus every SQL text PGlite runs (public endpoints only run SELECTs). */
function useTestAppWithSqlLog() {
  const t = useTestApp() as ReturnType<typeof useTestApp> & { sql: string[] };
  t.sql = [];
  beforeEachSpy(t);
  return t;
}

function beforeEachSpy(t: ReturnType<typeof useTestApp> & { sql: string[] }) {
  beforeEach(() => {
    const pglite = (t.database as unknown as { pglite?: Record<string, (...a: unknown[]) => unknown> })
      .pglite;
    if (!pglite) return;
    for (const method of ['query', 'exec'] as const) {
      const original = pglite[method].bind(pglite);
      vi.spyOn(pglite, method).mockImplementation((text: unknown, ...rest: unknown[]) => {
        if (typeof text === 'string') t.sql.push(text);
        return original(text, ...rest);
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
