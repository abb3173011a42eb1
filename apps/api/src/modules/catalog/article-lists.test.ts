import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand, makePublicite, makeSousCategorie } from '../../../test/factories';
import { ids, makeSellable, makeTree, names } from './articles.fixtures';

/** created_at n minutes ago: article i of a batch is newer than article i + 1. */
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/v1/categorieShow/{slug}', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('pages the category’s articles 12 at a time, newest first, with the category header', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db, {
      slug: 'telephonie',
      designation: 'Téléphonie',
    });
    const tablettes = await makeSousCategorie(db, categorie.id, {
      slug: 'tablettes',
      designation: 'Tablettes',
    });
    const other = await makeTree(db);
    for (let i = 0; i < 14; i++) {
      const sc = i % 2 ? tablettes.id : sousCategorie.id;
      await makeSellable(db, sc, { designation: `Produit ${i}`, createdAt: minutesAgo(i) });
    }
    await makeSellable(db, other.sousCategorie.id, { designation: 'Ailleurs' });

    const res = await get('/api/v1/categorieShow/telephonie');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categorie).toEqual({
      id: categorie.id,
      slug: 'telephonie',
      designation: 'Téléphonie',
      url_image: categorie.urlImage,
      sous_categories: [
        {
          id: sousCategorie.id,
          slug: sousCategorie.slug,
          designation: sousCategorie.designation,
          url_image: null,
          categorie_id: categorie.id,
        },
        {
          id: tablettes.id,
          slug: 'tablettes',
          designation: 'Tablettes',
          url_image: null,
          categorie_id: categorie.id,
        },
      ],
      image_publicitaire: null,
    });
    expect(names(body)).toEqual(Array.from({ length: 12 }, (_, i) => `Produit ${i}`));
    expect(body.meta).toMatchObject({ total: 14, per_page: 12, last_page: 2, current_page: 1 });
    expect(body.links.next).toBe('/api/v1/categorieShow/telephonie?page=2');

    const page2 = (await get(body.links.next)).json();
    expect(names(page2)).toEqual(['Produit 12', 'Produit 13']);
    expect(page2.categorie.id).toBe(categorie.id);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await get('/api/v1/categorieShow/nulle-part');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Catégorie introuvable.' });
  });

  it('answers an empty page (not a 404) for a category without articles', async () => {
    const { categorie } = await makeTree(t.database.db);
    const body = (await get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    expect(body).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1 },
      categorie: { id: categorie.id },
    });
  });
});

describe('GET /api/v1/articles/{sous_categorie_id}', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('pages the sub-category’s articles with the sub-category header', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const sibling = await makeSousCategorie(db, categorie.id);
    const a = await makeSellable(db, sousCategorie.id, { createdAt: minutesAgo(2) });
    const b = await makeSellable(db, sousCategorie.id, { createdAt: minutesAgo(1) });
    await makeSellable(db, sibling.id);

    const res = await get(`/api/v1/articles/${sousCategorie.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sous_categorie).toEqual({
      id: sousCategorie.id,
      slug: sousCategorie.slug,
      designation: sousCategorie.designation,
      url_image: null,
      categorie_id: categorie.id,
    });
    expect(ids(body)).toEqual([b.id, a.id]);
    expect(body.meta).toMatchObject({ total: 2, path: `/api/v1/articles/${sousCategorie.id}` });
  });

  it('answers 404 for an unknown or malformed sub-category', async () => {
    for (const url of ['/api/v1/articles/424242', '/api/v1/articles/abc', '/api/v1/articles/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('GET /api/v1/accueil/allArticles — the Recommended grid', () => {
  const t = useTestApp();

  it('lists every visible article once across pages, in an order that holds between calls', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const created = [];
    for (let i = 0; i < 27; i++) created.push((await makeSellable(db, sousCategorie.id)).id);

    const seen: number[] = [];
    let url: string | null = '/api/v1/accueil/allArticles';
    while (url) {
      const body: { data: { id: number }[]; meta: { total: number }; links: { next: string | null } } = (
        await t.app.inject({ method: 'GET', url })
      ).json();
      expect(body.meta.total).toBe(27);
      seen.push(...ids(body));
      url = body.links.next;
    }
    expect(seen).toHaveLength(27);
    expect([...seen].sort((x, y) => x - y)).toEqual(created);
    const again = (await t.app.inject({ method: 'GET', url: '/api/v1/accueil/allArticles?page=1' })).json();
    expect(ids(again)).toEqual(seen.slice(0, 12));
  });

  it('shows every article once on each day, in an order that changes with the day', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const created: number[] = [];
    for (let i = 0; i < 27; i++) created.push((await makeSellable(db, sousCategorie.id)).id);
    const dayOrder = async (day: string) => {
      vi.setSystemTime(new Date(`${day}T12:00:00Z`));
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = (
          await t.app.inject({ method: 'GET', url: `/api/v1/accueil/allArticles?page=${page}` })
        ).json();
        expect(body.meta.total).toBe(27);
        seen.push(...ids(body));
      }
      return seen;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
      const orders = [];
      for (const day of days) {
        const order = await dayOrder(day);
        expect([...order].sort((x, y) => x - y)).toEqual(created);
        // The same all day.
        expect(await dayOrder(day)).toEqual(order);
        orders.push(order);
      }
      // Another day, another first page (six days alike would be one chance in 27^5 of a shuffle).
      expect(new Set(orders.map((o) => o.slice(0, 12).join())).size).toBeGreaterThan(1);
      // Not the order of creation, nor its reverse.
      expect(
        orders.some((o) => o.join() !== created.join() && o.join() !== [...created].reverse().join()),
      ).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/v1/articlesMarchand/{shopId}', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists only that store’s articles, and filters by category', async () => {
    const db = t.database.db;
    const tel = await makeTree(db);
    const mode = await makeTree(db);
    const shop = await makeMarchand(db);
    const rival = await makeMarchand(db);
    const phone = await makeSellable(db, tel.sousCategorie.id, {
      marchandId: shop.id,
      createdAt: minutesAgo(2),
    });
    const robe = await makeSellable(db, mode.sousCategorie.id, {
      marchandId: shop.id,
      createdAt: minutesAgo(1),
    });
    await makeSellable(db, tel.sousCategorie.id, { marchandId: rival.id });
    await makeSellable(db, tel.sousCategorie.id);

    const all = (await get(`/api/v1/articlesMarchand/${shop.id}`)).json();
    expect(ids(all)).toEqual([robe.id, phone.id]);
    expect(all.data[0].marchand).toMatchObject({ id: shop.id, designation_magasin: shop.designationMagasin });

    const onlyTel = (await get(`/api/v1/articlesMarchand/${shop.id}?categorie=${tel.categorie.id}`)).json();
    expect(ids(onlyTel)).toEqual([phone.id]);
    const none = (await get(`/api/v1/articlesMarchand/${shop.id}?categorie=999999`)).json();
    expect(none.data).toEqual([]);
    // An empty or 0 category is "no filter", as the storefront sends it.
    expect(ids((await get(`/api/v1/articlesMarchand/${shop.id}?categorie=`)).json())).toHaveLength(2);
    expect(ids((await get(`/api/v1/articlesMarchand/${shop.id}?categorie=0`)).json())).toHaveLength(2);
  });

  it('keeps the category and the other filters in the page links', async () => {
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const shop = await makeMarchand(db);
    for (let i = 0; i < 13; i++) {
      await makeSellable(db, sousCategorie.id, {
        marchandId: shop.id,
        designation: `Robe ${i}`,
        prix: [2000],
      });
    }
    const url = `/api/v1/articlesMarchand/${shop.id}?categorie=${categorie.id}&search=robe&prixMin=1000&etoil=0`;
    const body = (await get(url)).json();
    expect(body.meta.total).toBe(13);
    expect(body.links.next).toBe(
      `/api/v1/articlesMarchand/${shop.id}?search=robe&prixMin=1000&categorie=${categorie.id}&page=2`,
    );
    expect((await get(body.links.next)).json().data).toHaveLength(1);
  });

  it('answers 404 for an unknown or blocked store', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const blocked = await makeMarchand(db, { valide: false });
    await makeSellable(db, sousCategorie.id, { marchandId: blocked.id });
    for (const id of [blocked.id, 999999, 'abc']) {
      const res = await get(`/api/v1/articlesMarchand/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
    }
  });

  it('answers 422 with the field key for a malformed category', async () => {
    const shop = await makeMarchand(t.database.db);
    const res = await get(`/api/v1/articlesMarchand/${shop.id}?categorie=abc`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['categorie']);
  });
});

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('lists the article calls with their parameters and filters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const params = (path: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`);
    expect(params('/api/v1/categorieShow/{slug}')).toEqual(
      expect.arrayContaining([
        'path:slug',
        'query:page',
        'query:search',
        'query:prixMin',
        'query:prixMax',
        'query:promotion',
        'query:etoil',
      ]),
    );
    expect(params('/api/v1/articlesMarchand/{shopId}')).toEqual(
      expect.arrayContaining(['path:shopId', 'query:categorie']),
    );
    expect(params('/api/v1/rechercheArticles')).toContain('query:search');
    for (const path of [
      '/api/v1/articleShow/{id}',
      '/api/v1/like/{id}',
      '/api/v1/newArticles',
      '/api/v1/pubsWithArticles',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});

describe("GET /api/v1/categorieShow/:slug — the category's banner", () => {
  const t = useTestApp();

  it('is its newest valid category ad, as v1/categories gives it', async () => {
    const db = t.database.db;
    const { categorie } = await makeTree(db, { slug: 'maison' });
    await makePublicite(db, { type: 'categorie', modelId: categorie.id, urlImage: '/media/old.webp' });
    await makePublicite(db, { type: 'categorie', modelId: categorie.id, urlImage: '/media/new.webp' });
    await makePublicite(db, {
      type: 'categorie',
      modelId: categorie.id,
      urlImage: '/media/hidden.webp',
      valide: false,
    });
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/categorieShow/maison' })).json();
    expect(page.categorie.image_publicitaire).toBe('/media/new.webp');
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    const listed = list.data.find((c: { slug: string }) => c.slug === 'maison');
    expect(listed.image_publicitaire).toBe(page.categorie.image_publicitaire);
  });
});
