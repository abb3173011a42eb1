import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand, makePanierLigne, makePromotion } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { articles, stockArticles } from '../../db/schema/catalog';
import { panierLignes } from '../../db/schema/commerce';
import { clientWithToken, makeProduct, otherRoleHeaders } from '../orders/orders.fixtures';

describe('client cart: panierAdd, panierShow, panierDelete', () => {
  const t = useTestApp();
  const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client/panierAdd', headers, payload });
  const show = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/panierShow', headers });
  const remove = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/client/panierDelete/${id}`, headers });

  it('adds a variant and answers the whole cart', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const shop = await makeMarchand(db, { designationMagasin: 'Artisanat Ghardaïa' });
    const { article, stock } = await makeProduct(db, {
      marchandId: shop.id,
      designation: 'Tapis mozabite',
      prix: 15000,
      quantite: 4,
      variant: [
        ['Taille', '2 x 3 m'],
        ['Couleur', 'Ocre'],
      ],
    });
    await db.update(articles).set({ marque: 'Beni Isguen' }).where(eq(articles.id, article.id));
    const promo = await makePromotion(db, [article.id], { pourcentage: 10, designation: 'Printemps' });

    const res = await add(headers, { stock_article_id: stock.id, quantite: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Article ajouté au panier');
    expect(body.data.stock_articles).toHaveLength(1);
    const [line] = body.data.stock_articles;
    expect(line).toMatchObject({
      stock_article_id: stock.id,
      quantite_panier: 2,
      prix_promotion: 13500,
      disponible: true,
      article: {
        id: article.id,
        slug: article.slug,
        designation: 'Tapis mozabite',
        url_image: article.urlImage,
        marque: 'Beni Isguen',
        latestpromotions: { id: promo.id, pourcentage: 10, designation: 'Printemps' },
        marchand: { id: shop.id, designation_magasin: 'Artisanat Ghardaïa' },
      },
      stock_article: {
        id: stock.id,
        prix: 15000,
        quantite: 4,
        sous_options: [
          { designation: '2 x 3 m', option: 'Taille' },
          { designation: 'Ocre', option: 'Couleur' },
        ],
      },
    });
    expect(typeof line.id).toBe('number');
    expect(body.data.summary).toEqual({
      nombre_articles: 1,
      total: 30000,
      totalPromotion: 27000,
      remisePromotion: 3000,
    });
    expect((await show(headers)).json()).toEqual({ data: body.data });
  });

  it('adds to the quantity already in the cart, capped at the stock', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 5 });
    await add(headers, { stock_article_id: stock.id, quantite: 2 });
    const more = await add(headers, { stock_article_id: stock.id, quantite: '2' });
    expect(more.json().data.stock_articles[0].quantite_panier).toBe(4);
    const capped = await add(headers, { stock_article_id: stock.id, quantite: 3 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data.stock_articles[0].quantite_panier).toBe(5);
    expect(await db.select().from(panierLignes)).toHaveLength(1);
  });

  it('refuses more than the stock, unknown variants and articles that may not be sold', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { designation: 'Théière', quantite: 3 });
    const none = await makeProduct(db, { designation: 'Épuisé', quantite: 0 });
    const blocked = await makeProduct(db, { valide: 0 });
    const shop = await makeMarchand(db, { valide: false });
    const closed = await makeProduct(db, { marchandId: shop.id });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { stock_article_id: stock.id, quantite: 4 },
        { quantite: ['Stock insuffisant pour « Théière » : 3 disponible(s).'] },
      ],
      [
        { stock_article_id: none.stock.id, quantite: 1 },
        { quantite: ['Stock insuffisant pour « Épuisé » : 0 disponible(s).'] },
      ],
      [
        { stock_article_id: blocked.stock.id, quantite: 1 },
        { stock_article_id: ["Cet article n'est plus disponible."] },
      ],
      [
        { stock_article_id: closed.stock.id, quantite: 1 },
        { stock_article_id: ["Cet article n'est plus disponible."] },
      ],
      [
        { stock_article_id: 424242, quantite: 1 },
        { stock_article_id: ["L'article sélectionné n'existe pas."] },
      ],
      [
        { stock_article_id: stock.id, quantite: 0 },
        { quantite: ['La valeur du champ quantité doit être supérieure ou égale à 1.'] },
      ],
      [
        { stock_article_id: stock.id, quantite: 1.5 },
        { quantite: ['Le champ quantité doit être un entier.'] },
      ],
      [
        {},
        {
          stock_article_id: ['Le champ stock article id est obligatoire.'],
          quantite: ['Le champ quantité est obligatoire.'],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await add(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    // The services' own sentences carry their codes (decision 0041).
    const short = await add(headers, { stock_article_id: stock.id, quantite: 4 });
    expect(short.json().codes).toEqual({
      quantite: [{ code: 'stock_short', params: { designation: 'Théière', available: 3 } }],
    });
    const gone = await add(headers, { stock_article_id: blocked.stock.id, quantite: 1 });
    expect(gone.json().codes).toEqual({ stock_article_id: [{ code: 'article_unavailable', params: {} }] });
    const unknown = await add(headers, { stock_article_id: 424242, quantite: 1 });
    expect(unknown.json().codes).toEqual({ stock_article_id: [{ code: 'stock_unknown', params: {} }] });
    expect(await db.select().from(panierLignes)).toHaveLength(0);
  });

  it('lists the newest line first and keeps unsellable or sold-out lines, greyed', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const a = await makeProduct(db, { designation: 'A', prix: 100 });
    const b = await makeProduct(db, { designation: 'B', prix: 200 });
    const c = await makeProduct(db, { designation: 'C', prix: 300 });
    const shop = await makeMarchand(db);
    const d = await makeProduct(db, { designation: 'D', prix: 400, marchandId: shop.id });
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    await makePanierLigne(db, client.id, a.stock.id, { quantite: 1, updatedAt: at(1) });
    await makePanierLigne(db, client.id, b.stock.id, { quantite: 2, updatedAt: at(2) });
    await makePanierLigne(db, client.id, c.stock.id, { quantite: 3, updatedAt: at(3) });
    await makePanierLigne(db, client.id, d.stock.id, { quantite: 1, updatedAt: at(4) });
    await db.update(articles).set({ valide: 0 }).where(eq(articles.id, b.article.id));
    await db.update(stockArticles).set({ quantite: 2 }).where(eq(stockArticles.id, c.stock.id));
    await db.update(marchands).set({ valide: false }).where(eq(marchands.id, shop.id));

    const body = (await show(headers)).json();
    expect(
      body.data.stock_articles.map((l: { article: { designation: string } }) => l.article.designation),
    ).toEqual(['D', 'C', 'B', 'A']);
    expect(body.data.stock_articles.map((l: { disponible: boolean }) => l.disponible)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // C counts at its stock (2), not the 3 asked: what the cart screen starts with.
    expect(body.data.summary).toEqual({
      nombre_articles: 4,
      total: 700,
      totalPromotion: 700,
      remisePromotion: 0,
    });

    await db.update(stockArticles).set({ quantite: 0 }).where(eq(stockArticles.id, a.stock.id));
    const after = (await show(headers)).json();
    expect(after.data.stock_articles[3]).toMatchObject({ disponible: false, stock_article: { quantite: 0 } });

    // Re-adding a variant brings it to the top.
    await db.update(articles).set({ valide: 1 }).where(eq(articles.id, b.article.id));
    const readd = await add(headers, { stock_article_id: b.stock.id, quantite: 1 });
    expect(readd.json().data.stock_articles[0].article.designation).toBe('B');
  });

  it('is empty for a new client', async () => {
    const { headers } = await clientWithToken(t.app);
    expect((await show(headers)).json()).toEqual({
      data: {
        stock_articles: [],
        summary: { nombre_articles: 0, total: 0, totalPromotion: 0, remisePromotion: 0 },
      },
    });
  });

  it("removes a line by its variant id; another client's line or an unknown one is a 404", async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const other = await clientWithToken(t.app);
    // Variants made first so that line ids and variant ids differ.
    for (let i = 0; i < 3; i++) await makeProduct(db);
    const { stock } = await makeProduct(db);
    const kept = await makeProduct(db);
    const mine = await makePanierLigne(db, client.id, stock.id);
    expect([stock.id, kept.stock.id]).not.toContain(mine.id);
    await makePanierLigne(db, client.id, kept.stock.id);
    await makePanierLigne(db, other.client.id, stock.id);

    expect((await remove(other.headers, kept.stock.id)).statusCode).toBe(404);
    // The cart line's own id is not what the call takes.
    const byLineId = await remove(headers, mine.id);
    expect(byLineId.statusCode).toBe(404);
    expect(byLineId.json()).toEqual({
      message: 'Cet article ne se trouve pas dans votre panier.',
      code: 'cart_line_unknown',
      params: {},
    });

    const res = await remove(headers, stock.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Supprimé!' });
    expect((await remove(headers, stock.id)).statusCode).toBe(404);
    expect((await remove(headers, 'abc')).statusCode).toBe(404);
    const left = await db.select().from(panierLignes);
    expect(left.map((l) => [l.clientId, l.stockArticleId]).sort()).toEqual(
      [
        [client.id, kept.stock.id],
        [other.client.id, stock.id],
      ].sort(),
    );
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const db = t.database.db;
    const { stock } = await makeProduct(db);
    const { partner, admin } = await otherRoleHeaders(t.app);
    for (const headers of [{}, partner, admin]) {
      const expected = headers === partner || headers === admin ? 403 : 401;
      expect((await show(headers)).statusCode).toBe(expected);
      expect((await add(headers, { stock_article_id: stock.id, quantite: 1 })).statusCode).toBe(expected);
      expect((await remove(headers, stock.id)).statusCode).toBe(expected);
    }
    expect(await db.select().from(panierLignes)).toHaveLength(0);
  });
});
