import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCommande, makeCouponModel, makeMarchand } from '../../../test/factories';
import { clientWithToken, commandeAdd, makeProduct, otherRoleHeaders } from './orders.fixtures';

describe('GET /api/v1/client/commandes', () => {
  const t = useTestApp();
  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/client/commandes${query}`, headers });

  it("lists only the caller's orders with amounts, seller, coupon, lines, history and QR code", async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const stranger = await clientWithToken(t.app);
    const shop = await makeMarchand(db, { designationMagasin: 'Dar Tlemcen' });
    const { stock } = await makeProduct(db, {
      marchandId: shop.id,
      designation: 'Plateau en cuivre',
      prix: 4500,
    });
    const model = await makeCouponModel(db, { designation: 'Bienvenue', remise: 100_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const created = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 2 }], {
      coupon_id: coupon.code,
      type_paiement: 'cib',
    });
    expect(created.statusCode).toBe(201);
    await commandeAdd(t.app, stranger.headers, [{ stock_article_id: stock.id, quantite: 1 }]);

    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(body.links.first).toBe('/api/v1/client/commandes?page=1');
    expect(body.data).toHaveLength(1);
    const [order] = body.data;
    expect(order).toEqual(created.json().data[0]);
    expect(order).toMatchObject({
      total: 9000,
      remise_promotion: 0,
      remise_coupon: 1000,
      montant_a_payer: 8000,
      etat: 'en_attente_de_paiement',
      type_paiement: 'cib',
      paye: false,
      paid_at: null,
      marchand: { id: shop.id, designation_magasin: 'Dar Tlemcen' },
      coupon: { code: coupon.code, modelCoupon: { designation: 'Bienvenue', remise: 1000 } },
      etats: [{ etat: 'en_attente_de_paiement' }],
    });
    expect(order.stock_articles).toHaveLength(1);
    // The line's id, which the return calls name, under both keys.
    expect(order.stock_articles[0].commande_ligne_id).toEqual(expect.any(Number));
    expect(order.stock_articles[0].commande_ligne_id).toBe(order.stock_articles[0].id);
    expect(order).not.toHaveProperty('codeQR');
    expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('pages by 10, newest first, keeping the tab filter in the links', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const { article } = await makeProduct(db);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 12; i++) {
      await makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }], {
        ref: `ORD${String(i).padStart(2, '0')}-TEST`,
        createdAt: new Date(base + i * 60_000),
        etat: i % 3 === 0 ? 'livree' : i % 3 === 1 ? 'annulee' : 'en_cours_de_livraison',
      });
    }
    const first = (await list(headers)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].ref).toBe('ORD11-TEST');
    expect(first.meta).toMatchObject({ total: 12, last_page: 2 });
    const second = (await list(headers, '?page=2')).json();
    expect(second.data.map((o: { ref: string }) => o.ref)).toEqual(['ORD01-TEST', 'ORD00-TEST']);

    const tab = async (etat: string) => (await list(headers, `?etat=${etat}`)).json();
    const delivered = await tab('livree');
    expect(delivered.data.map((o: { etat: string }) => o.etat)).toEqual([
      'livree',
      'livree',
      'livree',
      'livree',
    ]);
    expect(delivered.links.first).toBe('/api/v1/client/commandes?etat=livree&page=1');
    expect((await tab('annulee')).meta.total).toBe(4);
    const current = await tab('en_cours');
    expect(current.meta.total).toBe(4);
    for (const o of current.data) expect(o.etat).toBe('en_cours_de_livraison');
    // Delivered orders count as paid, whatever the payment type.
    expect(delivered.data[0].paye).toBe(true);
    expect((await list(headers, '?etat=')).json().meta.total).toBe(12);

    const bad = await list(headers, '?etat=perdue');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.etat).toEqual(['Le champ etat sélectionné est invalide.']);
  });

  it('is empty for a client without orders', async () => {
    const { headers } = await clientWithToken(t.app);
    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    expect((await list({})).statusCode).toBe(401);
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await list(partner)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(403);
  });
});
