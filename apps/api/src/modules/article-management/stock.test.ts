import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeCommande, makePanierLigne } from '../../../test/factories';
import { stockArticleSousOptions, stockArticles } from '../../db/schema/catalog';
import { commandeLignes, panierLignes } from '../../db/schema/commerce';
import {
  call,
  catalogCounts,
  makeManagedArticle,
  makeSessions,
  type Sessions,
} from './article-management.fixtures';

describe('stock entries', () => {
  const t = useTestApp();
  let s: Sessions;
  let m: Awaited<ReturnType<typeof makeManagedArticle>>;
  beforeEach(async () => {
    s = await makeSessions(t.app);
    m = await makeManagedArticle(t.database.db, s.sousCategorie.id, { marchandId: s.partnerA.row.id });
  });

  const add = (body: object, token = s.partnerA.token, prefix = 'v1/marchand') =>
    call(t.app, 'POST', `${prefix}/stockarticleAdd`, token, body);
  /** M + Rouge: the combination the fixture has no entry for yet. */
  const mRouge = () => ({
    article_id: m.article.id,
    prix: '3200.50',
    quantite: 7,
    sous_options: [
      { option_id: m.couleur.id, id: m.rouge.id },
      { option_id: m.taille.id, id: m.m.id },
    ],
  });

  it('adds a variant: 201, prices in DZD, sub-options in option order', async () => {
    const res = await add(mRouge());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Stock Ajouté Avec Success',
      data: {
        id: expect.any(Number),
        article_id: m.article.id,
        prix: 3200.5,
        quantite: 7,
        sous_options: [
          { id: m.m.id, designation: 'M', url_image: null, option_id: m.taille.id },
          { id: m.rouge.id, designation: 'Rouge', url_image: null, option_id: m.couleur.id },
        ],
      },
    });
    const [row] = await t.database.db
      .select()
      .from(stockArticles)
      .where(eq(stockArticles.id, res.json().data.id));
    expect(row).toMatchObject({
      prix: 320_050,
      combinaison: [m.m.id, m.rouge.id].sort((a, b) => a - b).join('-'),
    });
    const show = await call(t.app, 'GET', `v1/marchand/articleShow/${m.article.slug}`, s.partnerA.token);
    expect(show.json().data).toMatchObject({ stock_total: 10, low_stock: false });
  });

  it("answers 403 'Ce stock existe déjà!' for a combination the article has, in any order", async () => {
    const res = await add({
      article_id: m.article.id,
      prix: 100,
      quantite: 1,
      sous_options: [
        { option_id: m.couleur.id, id: m.rouge.id },
        { option_id: m.taille.id, id: m.s.id },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Ce stock existe déjà!', code: 'stock_exists', params: {} });
  });

  it('gives one entry to two simultaneous adds of one combination', async () => {
    const [a, b] = await Promise.all([add(mRouge()), add(mRouge())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
    expect(await t.database.db.select().from(stockArticles)).toHaveLength(2);
  });

  it('needs one sub-option of the article per option', async () => {
    const missing = await add({ ...mRouge(), sous_options: [{ option_id: m.taille.id, id: m.m.id }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ sous_options: [ARTICLE_MESSAGES.oneSousOptionPerOption] });

    const other = await makeManagedArticle(t.database.db, s.sousCategorie.id, {
      marchandId: s.partnerA.row.id,
    });
    const wrong = await add({
      ...mRouge(),
      sous_options: [
        { option_id: m.taille.id, id: m.rouge.id },
        { option_id: other.couleur.id, id: other.rouge.id },
        { option_id: m.taille.id, id: m.s.id },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      'sous_options.0.id': [ARTICLE_MESSAGES.sousOptionUnknown],
      'sous_options.1.option_id': [ARTICLE_MESSAGES.optionUnknown],
    });
    const dup = await add({
      ...mRouge(),
      sous_options: [
        { option_id: m.taille.id, id: m.m.id },
        { option_id: m.taille.id, id: m.s.id },
      ],
    });
    expect(dup.json().errors).toEqual({ 'sous_options.1.option_id': [ARTICLE_MESSAGES.duplicateId] });
  });

  it('checks prix and quantite', async () => {
    const before = await catalogCounts(t.database.db);
    const res = await add({ ...mRouge(), prix: 0, quantite: -2 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['prix', 'quantite']);
    const missing = await add({ article_id: m.article.id });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['prix', 'quantite', 'sous_options']);
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });

  it('edits price and quantity only', async () => {
    const res = await call(t.app, 'POST', `v1/marchand/stockarticleEdit/${m.stock?.id}`, s.partnerA.token, {
      id: 999,
      prix: 1999.99,
      quantite: 0,
      article_id: 42,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Stock Modifié Avec Success',
      data: { id: m.stock?.id, article_id: m.article.id, prix: 1999.99, quantite: 0 },
    });
    const show = await call(t.app, 'GET', `v1/marchand/articleShow/${m.article.slug}`, s.partnerA.token);
    expect(show.json().data).toMatchObject({ stock_total: 0, low_stock: true });
  });

  it('deletes a variant: cart lines go, order lines keep their snapshot', async () => {
    const stockId = m.stock?.id as number;
    const client = await makeClient(t.database.db);
    await makePanierLigne(t.database.db, client.id, stockId);
    const order = await makeCommande(t.database.db, client.id, [
      { articleId: m.article.id, stockArticleId: stockId, quantite: 1 },
    ]);
    const res = await call(t.app, 'DELETE', `v1/marchand/stockarticleDelete/${stockId}`, s.partnerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Le stock a été supprimé avec success.' });
    expect(await t.database.db.select().from(stockArticles)).toEqual([]);
    expect(await t.database.db.select().from(stockArticleSousOptions)).toEqual([]);
    expect(await t.database.db.select().from(panierLignes)).toEqual([]);
    const [line] = await t.database.db
      .select()
      .from(commandeLignes)
      .where(eq(commandeLignes.commandeId, order.id));
    expect(line).toMatchObject({ stockArticleId: null, articleId: m.article.id, prix: 100_000 });
    // Without stock, the article may now be deleted.
    const del = await call(t.app, 'DELETE', `v1/marchand/articleDelete/${m.article.id}`, s.partnerA.token);
    expect(del.statusCode).toBe(200);
  });

  it('answers 404 for an unknown stock entry', async () => {
    for (const [method, url] of [
      ['POST', 'v1/marchand/stockarticleEdit/999999'],
      ['DELETE', 'v1/marchand/stockarticleDelete/999999'],
    ] as const) {
      const res = await call(
        t.app,
        method,
        url,
        s.partnerA.token,
        method === 'POST' ? { prix: 1, quantite: 1 } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Stock introuvable.' });
    }
  });

  it("lets an administrator manage the platform's stock, not a store's (403)", async () => {
    const own = await makeManagedArticle(t.database.db, s.sousCategorie.id);
    const ok = await add(
      {
        article_id: own.article.id,
        prix: 500,
        quantite: 2,
        sous_options: [
          { option_id: own.taille.id, id: own.m.id },
          { option_id: own.couleur.id, id: own.rouge.id },
        ],
      },
      s.admin.token,
      'v1/user',
    );
    expect(ok.statusCode).toBe(201);
    const edited = await call(t.app, 'POST', `v1/user/stockarticleEdit/${ok.json().data.id}`, s.admin.token, {
      prix: 600,
      quantite: 1,
    });
    expect(edited.json().data).toMatchObject({ prix: 600, quantite: 1 });
    const deleted = await call(
      t.app,
      'DELETE',
      `v1/user/stockarticleDelete/${ok.json().data.id}`,
      s.admin.token,
    );
    expect(deleted.statusCode).toBe(200);

    const before = await catalogCounts(t.database.db);
    const refusals = [
      await add(mRouge(), s.admin.token, 'v1/user'),
      await call(t.app, 'POST', `v1/user/stockarticleEdit/${m.stock?.id}`, s.admin.token, {
        prix: 1,
        quantite: 1,
      }),
      await call(t.app, 'DELETE', `v1/user/stockarticleDelete/${m.stock?.id}`, s.admin.token),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: ARTICLE_MESSAGES.merchantReadOnly,
        code: 'article_merchant_read_only',
        params: {},
      });
    }
    expect(await catalogCounts(t.database.db)).toEqual(before);
  });
});
