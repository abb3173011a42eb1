import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeArticle,
  makeCategorie,
  makeClient,
  makeNote,
  makePromotion,
  makeSousCategorie,
  makeStockArticle,
} from '../../../test/factories';
import { articles } from '../../db/schema/catalog';
import { SEARCH_CANDIDATES } from '../catalog/article-listing.repository';
import { call, makeManagedArticle, makeSessions, type Sessions } from './article-management.fixtures';

type Item = { id: number; designation: string; valide: number; marchand: { id: number } | null };
const names = (body: { data: Item[] }) => body.data.map((a) => a.designation).sort();

describe('article lists, detail, counters and categories', () => {
  const t = useTestApp();
  let s: Sessions;
  beforeEach(async () => {
    s = await makeSessions(t.app);
  });
  const db = () => t.database.db;

  describe('partner articles', () => {
    it('lists its own articles in every state, with stock, never another store’s nor the platform’s', async () => {
      const sc = s.sousCategorie.id;
      const mine = s.partnerA.row.id;
      const active = await makeArticle(db(), sc, { designation: 'Tajine en terre', marchandId: mine });
      await makeStockArticle(db(), active.id, { quantite: 20 });
      await makeArticle(db(), sc, { designation: 'Couscoussier', marchandId: mine, valide: -1 });
      await makeArticle(db(), sc, { designation: 'Plat à four', marchandId: mine, valide: 0 });
      await makeArticle(db(), sc, { designation: 'Autre boutique', marchandId: s.partnerB.row.id });
      await makeArticle(db(), sc, { designation: 'Plateforme' });

      const res = await call(t.app, 'GET', 'v1/marchand/articles', s.partnerA.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(names(body)).toEqual(['Couscoussier', 'Plat à four', 'Tajine en terre']);
      expect(body.meta).toMatchObject({ total: 3, per_page: 12, current_page: 1 });
      const tajine = body.data.find((a: Item) => a.designation === 'Tajine en terre');
      expect(tajine).toMatchObject({ valide: 1, stock_total: 20, low_stock: false, marchand: { id: mine } });
      const couscoussier = body.data.find((a: Item) => a.designation === 'Couscoussier');
      expect(couscoussier).toMatchObject({ valide: -1, stock_total: 0, low_stock: true, stock_articles: [] });
    });

    it(`searches every one of its articles, not only the storefront's first ${SEARCH_CANDIDATES}`, async () => {
      await db().execute(sql`insert into articles (slug, designation, sous_categorie_id, marchand_id, valide)
        select 'gandoura-' || g, 'Gandoura ' || g, ${s.sousCategorie.id}::int, ${s.partnerA.row.id}::int, -1
          from generate_series(1, ${SEARCH_CANDIDATES + 2}::int) g`);
      const res = await call(t.app, 'GET', 'v1/marchand/articles?search=gandoura', s.partnerA.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toMatchObject({ total: SEARCH_CANDIDATES + 2 });
      expect(res.json().meta.total_capped).toBeUndefined();
    });

    it('pages by 12 and searches designation and brand, keeping the search in the links', async () => {
      for (let i = 0; i < 13; i++) {
        await makeArticle(db(), s.sousCategorie.id, {
          designation: `Gandoura ${i}`,
          marchandId: s.partnerA.row.id,
        });
      }
      await makeArticle(db(), s.sousCategorie.id, {
        designation: 'Téléviseur',
        marque: 'Condor',
        marchandId: s.partnerA.row.id,
      });
      const page2 = await call(t.app, 'GET', 'v1/marchand/articles?page=2', s.partnerA.token);
      expect(page2.json().data).toHaveLength(2);
      expect(page2.json().meta).toMatchObject({ total: 14, last_page: 2 });

      const byBrand = await call(t.app, 'GET', 'v1/marchand/articles?search=condor', s.partnerA.token);
      expect(names(byBrand.json())).toEqual(['Téléviseur']);
      const byName = await call(t.app, 'GET', 'v1/marchand/articles?search=gandoura', s.partnerA.token);
      expect(byName.json().meta.total).toBe(13);
      expect(byName.json().links.next).toContain('search=gandoura');
    });
  });

  describe('admin tabs', () => {
    it("splits 'Mes Articles' (platform) from 'Articles Marchant' (stores, with their store)", async () => {
      const sc = s.sousCategorie.id;
      await makeArticle(db(), sc, { designation: 'Plateforme active' });
      await makeArticle(db(), sc, { designation: 'Plateforme bloquée', valide: 0 });
      await makeArticle(db(), sc, { designation: 'Boutique A', marchandId: s.partnerA.row.id, valide: -1 });
      await makeArticle(db(), sc, { designation: 'Boutique B', marchandId: s.partnerB.row.id });

      const own = await call(t.app, 'GET', 'v1/user/articles', s.admin.token);
      expect(names(own.json())).toEqual(['Plateforme active', 'Plateforme bloquée']);
      expect(own.json().data.every((a: Item) => a.marchand === null)).toBe(true);

      const stores = await call(t.app, 'GET', 'v1/user/articlesMarchands', s.admin.token);
      expect(names(stores.json())).toEqual(['Boutique A', 'Boutique B']);
      const shops = stores
        .json()
        .data.map((a: Item) => a.marchand?.id)
        .sort();
      expect(shops).toEqual([s.partnerA.row.id, s.partnerB.row.id].sort());
    });

    it('filters by category, price, promotion and rating', async () => {
      const other = await makeCategorie(db());
      const otherSc = await makeSousCategorie(db(), other.id);
      const cheap = await makeArticle(db(), s.sousCategorie.id, { designation: 'Bon marché' });
      await makeStockArticle(db(), cheap.id, { prix: 50_000 });
      const dear = await makeArticle(db(), s.sousCategorie.id, { designation: 'Cher' });
      await makeStockArticle(db(), dear.id, { prix: 900_000 });
      const elsewhere = await makeArticle(db(), otherSc.id, { designation: 'Ailleurs' });
      await makeStockArticle(db(), elsewhere.id, { prix: 300_000 });
      await makePromotion(db(), [dear.id], { pourcentage: 40 });
      const client = await makeClient(db());
      await makeNote(db(), elsewhere.id, client.id, { note: 5 });
      await makeNote(db(), cheap.id, client.id, { note: 2 });

      const list = async (query: string) =>
        names((await call(t.app, 'GET', `v1/user/articles?${query}`, s.admin.token)).json());
      expect(await list(`categorie=${other.id}`)).toEqual(['Ailleurs']);
      expect(await list('prixMin=1000&prixMax=6000')).toEqual(['Ailleurs', 'Cher']);
      expect(await list('promotion=20')).toEqual(['Cher']);
      expect(await list('etoil=4')).toEqual(['Ailleurs']);
      const res = await call(t.app, 'GET', 'v1/user/articles?etoil=7', s.admin.token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['etoil']);
    });
  });

  describe('articleShow', () => {
    it('shows a managed article by slug with everything its detail page needs', async () => {
      const m = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
        valide: -1,
      });
      await makePromotion(db(), [m.article.id], { pourcentage: 15 });
      for (const [token, prefix] of [
        [s.partnerA.token, 'v1/marchand'],
        [s.admin.token, 'v1/user'],
      ]) {
        const res = await call(t.app, 'GET', `${prefix}/articleShow/${m.article.slug}`, token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          id: m.article.id,
          slug: m.article.slug,
          valide: -1,
          bloque_par: null,
          stock_total: 3,
          low_stock: true,
          marchand: { id: s.partnerA.row.id },
          latestpromotions: { pourcentage: 15 },
          galeries: [{ id: m.galerie.id, url_image: m.galerie.urlImage }],
          notes: [
            { id: m.note.id, note: 4, client: { nom: expect.any(String), prenom: expect.any(String) } },
          ],
          options: [
            { id: m.taille.id, designation: 'Taille', sous_options: [{ id: m.s.id }, { id: m.m.id }] },
            { id: m.couleur.id, designation: 'Couleur', sous_options: [{ id: m.rouge.id }] },
          ],
          stock_articles: [
            {
              id: m.stock?.id,
              prix: 2500,
              quantite: 3,
              sous_options: [
                { id: m.s.id, option_id: m.taille.id },
                { id: m.rouge.id, option_id: m.couleur.id },
              ],
            },
          ],
        });
      }
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await call(t.app, 'GET', 'v1/user/articleShow/nope', s.admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Article introuvable.' });
    });
  });

  describe('counters', () => {
    beforeEach(async () => {
      const sc = s.sousCategorie.id;
      const at = (iso: string) => new Date(iso);
      // 2023-06-01 00:30 in Algiers is still 2023-05-31 in UTC: the range is in Algerian days.
      await makeArticle(db(), sc, { marchandId: s.partnerA.row.id, createdAt: at('2023-05-31T23:30:00Z') });
      await makeArticle(db(), sc, { marchandId: s.partnerA.row.id, createdAt: at('2023-06-30T22:59:00Z') });
      await makeArticle(db(), sc, {
        marchandId: s.partnerA.row.id,
        createdAt: at('2023-06-30T23:00:00Z'),
        valide: 0,
      });
      await makeArticle(db(), sc, { marchandId: s.partnerB.row.id, createdAt: at('2023-06-10T10:00:00Z') });
      await makeArticle(db(), sc, { createdAt: at('2023-05-31T22:59:00Z') });
    });
    const count = async (url: string, token: string) => {
      const res = await call(t.app, 'GET', url, token);
      expect(res.statusCode).toBe(200);
      return res.json().data as number;
    };

    it("counts a partner's own articles, in a range of Algerian days (both included) when both dates are set", async () => {
      const token = s.partnerA.token;
      expect(await count('v1/marchand/countArticles', token)).toBe(3);
      expect(await count('v1/marchand/countArticles?dateDebut=2023-06-01&dateFin=2023-06-30', token)).toBe(2);
      expect(await count('v1/marchand/countArticles?dateDebut=2023-06-01', token)).toBe(3);
      expect(await count('v1/marchand/countArticles?dateDebut=2023-06-01&dateFin=', token)).toBe(3);
    });

    it('counts every article for an administrator, and one store with countArticlesMarchand', async () => {
      expect(await count('v1/user/countArticles', s.admin.token)).toBe(5);
      expect(
        await count('v1/user/countArticles?dateDebut=2023-06-01&dateFin=2023-06-30', s.admin.token),
      ).toBe(3);
      expect(await count(`v1/user/countArticlesMarchand/${s.partnerB.row.id}`, s.admin.token)).toBe(1);
      expect(await count(`v1/user/countArticlesMarchand/${s.partnerA.row.id}`, s.admin.token)).toBe(3);
      const unknown = await call(t.app, 'GET', 'v1/user/countArticlesMarchand/999999', s.admin.token);
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses malformed or reversed dates with 422', async () => {
      const bad = await call(
        t.app,
        'GET',
        'v1/marchand/countArticles?dateDebut=2023-13-01',
        s.partnerA.token,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['dateDebut']);
      const reversed = await call(
        t.app,
        'GET',
        'v1/user/countArticles?dateDebut=2023-07-01&dateFin=2023-06-01',
        s.admin.token,
      );
      expect(reversed.statusCode).toBe(422);
      expect(Object.keys(reversed.json().errors)).toEqual(['dateFin']);
    });
  });

  it('gives a partner the category tree of the article form', async () => {
    const res = await call(t.app, 'GET', 'v1/marchand/categories', s.partnerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: s.categorie.id,
          designation: s.categorie.designation,
          sous_categories: [
            {
              id: s.sousCategorie.id,
              designation: s.sousCategorie.designation,
              categorie_id: s.categorie.id,
            },
          ],
        },
      ],
    });
  });

  it('keeps the articles table untouched by reads', async () => {
    await makeArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    const before = await db().select().from(articles);
    await call(t.app, 'GET', 'v1/marchand/articles', s.partnerA.token);
    expect(await db().select().from(articles)).toEqual(before);
  });
});
