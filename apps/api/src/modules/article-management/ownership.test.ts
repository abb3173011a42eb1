import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  articleForm,
  call,
  catalogCounts,
  makeManagedArticle,
  makeSessions,
  type Sessions,
} from './article-management.fixtures';

/**
 * The ownership matrix of every article management route (docs/reliability.md, Authorization matrix):
 * no token 401, another role's token 403, a partner on another store's article 404 with nothing
 * changed, an administrator on a store's article 403 for every write except the state and reviews.
 */

type Managed = Awaited<ReturnType<typeof makeManagedArticle>>;
type Route = { name: string; method: InjectOptions['method']; url: string; body?: object };

/** A valid edit of the fixture article: its options and sub-options kept by id, texts changed. */
async function editForm(s: Sessions, m: Managed) {
  return articleForm(s, {
    designation: 'Modifié',
    options: [
      {
        id: m.taille.id,
        designation: 'Taille',
        sous_options: [
          { id: m.s.id, designation: 'S' },
          { id: m.m.id, designation: 'M' },
        ],
      },
      { id: m.couleur.id, designation: 'Couleur', sous_options: [{ id: m.rouge.id, designation: 'Rouge' }] },
    ],
    galeries: [],
  });
}

/** Every call that targets one article (or one of its rows), under `prefix`. */
async function targetedRoutes(s: Sessions, prefix: string, m: Managed): Promise<Route[]> {
  const a = m.article.id;
  const stockBody = {
    article_id: a,
    prix: 1000,
    quantite: 1,
    sous_options: [
      { option_id: m.taille.id, id: m.m.id },
      { option_id: m.couleur.id, id: m.rouge.id },
    ],
  };
  return [
    { name: 'articleShow', method: 'GET', url: `${prefix}/articleShow/${m.article.slug}` },
    { name: 'articleEdit', method: 'POST', url: `${prefix}/articleEdit/${a}`, body: await editForm(s, m) },
    { name: 'articleDelete', method: 'DELETE', url: `${prefix}/articleDelete/${a}` },
    { name: 'articleChangerEtat', method: 'POST', url: `${prefix}/articleChangerEtat/${a}` },
    { name: 'galerieDelete', method: 'DELETE', url: `${prefix}/galerieDelete/${a}/${m.galerie.id}` },
    { name: 'noteDelete', method: 'DELETE', url: `${prefix}/noteDelete/${a}/${m.note.id}` },
    { name: 'stockarticleAdd', method: 'POST', url: `${prefix}/stockarticleAdd`, body: stockBody },
    {
      name: 'stockarticleEdit',
      method: 'POST',
      url: `${prefix}/stockarticleEdit/${m.stock?.id}`,
      body: { prix: 1, quantite: 1 },
    },
    { name: 'stockarticleDelete', method: 'DELETE', url: `${prefix}/stockarticleDelete/${m.stock?.id}` },
  ];
}

/** Every route of an audience, targeted ones included. */
async function allRoutes(s: Sessions, prefix: 'v1/marchand' | 'v1/user', m: Managed): Promise<Route[]> {
  const lists: Route[] =
    prefix === 'v1/marchand'
      ? [
          { name: 'articles', method: 'GET', url: `${prefix}/articles` },
          { name: 'categories', method: 'GET', url: `${prefix}/categories` },
        ]
      : [
          { name: 'articles', method: 'GET', url: `${prefix}/articles` },
          { name: 'articlesMarchands', method: 'GET', url: `${prefix}/articlesMarchands` },
          {
            name: 'countArticlesMarchand',
            method: 'GET',
            url: `${prefix}/countArticlesMarchand/${s.partnerA.row.id}`,
          },
        ];
  return [
    ...lists,
    { name: 'countArticles', method: 'GET', url: `${prefix}/countArticles` },
    { name: 'articleAdd', method: 'POST', url: `${prefix}/articleAdd`, body: await articleForm(s) },
    ...(await targetedRoutes(s, prefix, m)),
  ];
}

describe('ownership matrix', () => {
  const t = useTestApp();
  let s: Sessions;
  let a: Managed;
  let b: Managed;
  beforeEach(async () => {
    s = await makeSessions(t.app);
    a = await makeManagedArticle(t.database.db, s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    b = await makeManagedArticle(t.database.db, s.sousCategorie.id, { marchandId: s.partnerB.row.id });
  });

  const send = (r: Route, token: string | null) => call(t.app, r.method, r.url, token, r.body);

  it('answers 401 without a token and writes nothing, on every route of both audiences', async () => {
    const before = await catalogCounts(t.database.db);
    for (const prefix of ['v1/marchand', 'v1/user'] as const) {
      for (const r of await allRoutes(s, prefix, a)) {
        const res = await send(r, null);
        expect(res.statusCode, `${prefix} ${r.name}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Non authentifié.' });
        const invalid = await send(r, 'not-a-real-token');
        expect(invalid.statusCode, `${prefix} ${r.name} (bad token)`).toBe(401);
      }
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it("answers 403 to another role's token (client everywhere, admin ↔ partner) and writes nothing", async () => {
    const before = await catalogCounts(t.database.db);
    const cases = [
      ['v1/marchand', s.client.token],
      ['v1/user', s.client.token],
      ['v1/marchand', s.admin.token],
      ['v1/user', s.partnerA.token],
    ] as const;
    for (const [prefix, token] of cases) {
      for (const r of await allRoutes(s, prefix, a)) {
        const res = await send(r, token);
        expect(res.statusCode, `${prefix} ${r.name}`).toBe(403);
      }
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it("answers 404 to a partner on another store's article, stock, photo or review, and changes nothing", async () => {
    const before = await catalogCounts(t.database.db);
    for (const r of await targetedRoutes(s, 'v1/marchand', b)) {
      const res = await send(r, s.partnerA.token);
      expect(res.statusCode, r.name).toBe(404);
      expect(res.json().message, r.name).toMatch(/introuvable\.$/);
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it('answers 404 to a partner reaching for the platform’s article too', async () => {
    const platform = await makeManagedArticle(t.database.db, s.sousCategorie.id);
    const before = await catalogCounts(t.database.db);
    for (const r of await targetedRoutes(s, 'v1/marchand', platform)) {
      expect((await send(r, s.partnerA.token)).statusCode, r.name).toBe(404);
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it("keeps a partner's own photo or review out of reach through another store's article id", async () => {
    const before = await catalogCounts(t.database.db);
    const mixed = [
      `v1/marchand/galerieDelete/${b.article.id}/${a.galerie.id}`,
      `v1/marchand/noteDelete/${b.article.id}/${a.note.id}`,
      `v1/marchand/galerieDelete/${a.article.id}/${b.galerie.id}`,
      `v1/marchand/noteDelete/${a.article.id}/${b.note.id}`,
    ];
    for (const url of mixed) {
      expect((await call(t.app, 'DELETE', url, s.partnerA.token)).statusCode, url).toBe(404);
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it("lets an administrator read a store's article, change its state and delete its reviews — no other write (403)", async () => {
    const routes = await targetedRoutes(s, 'v1/user', b);
    const allowed = new Set(['articleShow', 'articleChangerEtat', 'noteDelete']);
    const before = await catalogCounts(t.database.db);
    for (const r of routes.filter((r) => !allowed.has(r.name))) {
      const res = await send(r, s.admin.token);
      expect(res.statusCode, r.name).toBe(403);
      expect(res.json(), r.name).toEqual({
        message: ARTICLE_MESSAGES.merchantReadOnly,
        code: 'article_merchant_read_only',
        params: {},
      });
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
    for (const r of routes.filter((r) => allowed.has(r.name))) {
      expect((await send(r, s.admin.token)).statusCode, r.name).toBe(200);
    }
  });

  it('lets each owner do everything on its own article', async () => {
    const own = await makeManagedArticle(t.database.db, s.sousCategorie.id);
    for (const [prefix, token, m] of [
      ['v1/marchand', s.partnerA.token, a],
      ['v1/user', s.admin.token, own],
    ] as const) {
      const routes = await targetedRoutes(s, prefix, m);
      // articleDelete needs an article without stock: it is covered in article-actions.test.ts.
      const order = ['articleShow', 'articleChangerEtat', 'articleEdit', 'galerieDelete', 'noteDelete'];
      for (const name of order) {
        const r = routes.find((x) => x.name === name) as Route;
        const res = await send(r, token);
        expect(res.statusCode, `${prefix} ${name}`).toBe(200);
      }
      const stock = routes.find((x) => x.name === 'stockarticleAdd') as Route;
      expect((await send(stock, token)).statusCode, `${prefix} stockarticleAdd`).toBe(201);
      for (const name of ['stockarticleEdit', 'stockarticleDelete']) {
        expect((await send(routes.find((x) => x.name === name) as Route, token)).statusCode, name).toBe(200);
      }
    }
  });

  it('unknown or malformed ids are 404, never 500', async () => {
    for (const url of [
      'v1/marchand/articleEdit/0',
      'v1/marchand/articleChangerEtat/abc',
      'v1/user/articleChangerEtat/99999999999',
      'v1/user/articleChangerEtat/999999',
    ]) {
      const res = await call(
        t.app,
        'POST',
        url,
        url.startsWith('v1/user') ? s.admin.token : s.partnerA.token,
      );
      expect(res.statusCode, url).toBe(404);
    }
  });
});
