import { ORDER_REF_PATTERN } from '@souk/domain/refs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand, makePanierLigne, makePromotion } from '../../../test/factories';
import { clients, marchands } from '../../db/schema/accounts';
import { articles } from '../../db/schema/catalog';
import { commandeEtats, commandeLignes, commandes, panierLignes } from '../../db/schema/commerce';
import {
  clientWithToken,
  commandeAdd,
  makeProduct,
  orderRow,
  otherRoleHeaders,
  PLACE,
  stockOf,
} from './orders.fixtures';

describe('POST /api/v1/client/commandeAdd — checkout', () => {
  const t = useTestApp();

  it('splits the checkout per seller: two stores and the platform give three orders', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const shopA = await makeMarchand(db, { designationMagasin: 'Électro Oran' });
    const shopB = await makeMarchand(db, { designationMagasin: 'Mode Sétif' });
    const platform = await makeProduct(db, { designation: 'Couscoussier', prix: 2500, quantite: 5 });
    const a1 = await makeProduct(db, { marchandId: shopA.id, designation: 'Grille-pain', prix: 4000 });
    const a2 = await makeProduct(db, {
      marchandId: shopA.id,
      designation: 'Bouilloire',
      prix: 3000,
      variant: [
        ['Couleur', 'Rouge'],
        ['Capacité', '1,7 L'],
      ],
    });
    const b1 = await makeProduct(db, { marchandId: shopB.id, designation: 'Burnous', prix: 12000 });

    const res = await commandeAdd(t.app, headers, [
      { stock_article_id: a1.stock.id, quantite: 1 },
      { stock_article_id: platform.stock.id, quantite: 2 },
      { stock_article_id: b1.stock.id, quantite: 1 },
      { stock_article_id: a2.stock.id, quantite: 3 },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Commande ajoutée avec success');
    expect(body.data).toHaveLength(3);
    // Platform first, then stores by id.
    expect(body.data.map((o: { marchand: { id: number } | null }) => o.marchand?.id ?? null)).toEqual([
      null,
      shopA.id,
      shopB.id,
    ]);
    const [p, a, b] = body.data;
    expect(p.total).toBe(5000);
    expect(a.total).toBe(4000 + 9000);
    expect(b.total).toBe(12000);
    expect(a.stock_articles.map((l: { article: { designation: string } }) => l.article.designation)).toEqual([
      'Grille-pain',
      'Bouilloire',
    ]);
    expect(a.stock_articles[1]).toMatchObject({
      stock_article_id: a2.stock.id,
      quantite: 3,
      prix: 3000,
      pourcentage: 0,
      promotion: null,
      article: {
        id: a2.article.id,
        slug: a2.article.slug,
        designation: 'Bouilloire',
        marchand: { id: shopA.id },
      },
      stock_article: {
        id: a2.stock.id,
        prix: 3000,
        quantite: 3,
        sous_options: [
          { designation: 'Rouge', option: 'Couleur' },
          { designation: '1,7 L', option: 'Capacité' },
        ],
      },
    });
    for (const o of body.data) {
      expect(o.ref).toMatch(ORDER_REF_PATTERN);
      expect(o.etat).toBe('en_attente_de_validation');
      expect(o.type_paiement).toBe('livraison');
      expect(o.paye).toBe(false);
      expect(o).toMatchObject({
        adresse: PLACE.adresse,
        latitude: PLACE.latitude,
        longitude: PLACE.longitude,
      });
      // The delivery token stays with the seller (decision 0032).
      expect(o).not.toHaveProperty('codeQR');
      expect(o.etats).toEqual([{ etat: 'en_attente_de_validation', created_at: o.created_at }]);
    }
    expect(new Set(body.data.map((o: { ref: string }) => o.ref)).size).toBe(3);

    const rows = await db.select().from(commandes).where(eq(commandes.clientId, client.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.checkoutId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.qrToken)).size).toBe(3);
    for (const r of rows) expect(r.qrToken).toMatch(/^[0-9a-f]{64}$/);
    const history = await db.select().from(commandeEtats);
    expect(history).toHaveLength(3);
    for (const h of history) expect(h).toMatchObject({ actorRole: 'client', actorId: client.id });
    expect(await stockOf(db, platform.stock.id)).toBe(3);
    expect(await stockOf(db, a2.stock.id)).toBe(7);
  });

  it('prices from its own data: the sent promotion is ignored, the active one applied', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { article, stock } = await makeProduct(db, { designation: 'Tajine', prix: 1999.99, quantite: 10 });
    const promo = await makePromotion(db, [article.id], { pourcentage: 15 });
    // An expired and a not-yet-valid promotion of the same article change nothing.
    await makePromotion(db, [article.id], {
      pourcentage: 90,
      dateDebut: '2020-01-01',
      dateFin: '2020-02-01',
    });
    await makePromotion(db, [article.id], { pourcentage: 80, valide: false });

    const res = await commandeAdd(
      t.app,
      headers,
      [{ stock_article_id: stock.id, quantite: 3, promotion_id: 99999, isSelected: true }],
      { prix: 1, total: 1, montant_a_payer: 0, remise_coupon: 5000 },
    );
    expect(res.statusCode).toBe(201);
    const [order] = res.json().data;
    // 1 999,99 − 15 % = 1 699,9915 → 1 699,99 a unit, × 3.
    expect(order).toMatchObject({
      total: 5999.97,
      remise_promotion: 900,
      remise_coupon: 0,
      montant_a_payer: 5099.97,
      coupon: null,
    });
    expect(order.stock_articles[0]).toMatchObject({
      prix: 1999.99,
      pourcentage: 15,
      prix_promotion: 1699.99,
      promotion: { id: promo.id, pourcentage: 15 },
      article: { latestpromotions: { id: promo.id, pourcentage: 15 } },
    });
    const [line] = await db.select().from(commandeLignes);
    expect(order.stock_articles[0].commande_ligne_id).toBe(line?.id);
    expect(line).toMatchObject({
      prix: 199_999,
      pourcentage: 15,
      promotionId: promo.id,
      designation: 'Tajine',
    });
  });

  it('starts card orders unpaid and cash-on-delivery orders waiting for validation; devise by default', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    for (const [type, etat] of [
      ['cib', 'en_attente_de_paiement'],
      ['livraison', 'en_attente_de_validation'],
      [undefined, 'en_attente_de_paiement'],
    ] as const) {
      const res = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }], {
        type_paiement: type,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data[0]).toMatchObject({ etat, type_paiement: type ?? 'devise', paye: false });
    }
  });

  it('orders only the selected lines, which leave the cart; the others stay', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const kept = await makeProduct(db, { designation: 'Gardé' });
    const bought = await makeProduct(db, { designation: 'Acheté' });
    await makePanierLigne(db, client.id, kept.stock.id, { quantite: 2 });
    await makePanierLigne(db, client.id, bought.stock.id, { quantite: 1 });
    const res = await commandeAdd(t.app, headers, [
      { stock_article_id: kept.stock.id, quantite: 2, isSelected: false },
      { stock_article_id: bought.stock.id, quantite: 1, isSelected: true },
    ]);
    expect(res.statusCode).toBe(201);
    expect(
      res.json().data[0].stock_articles.map((l: { stock_article_id: number }) => l.stock_article_id),
    ).toEqual([bought.stock.id]);
    const cart = await db.select().from(panierLignes);
    expect(cart.map((l) => l.stockArticleId)).toEqual([kept.stock.id]);
    expect(await stockOf(db, kept.stock.id)).toBe(10);
  });

  it('fails the whole checkout on a short line, naming each one, and writes nothing', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const ok = await makeProduct(db, { designation: 'Disponible', quantite: 5 });
    const short = await makeProduct(db, { designation: 'Presque épuisé', quantite: 2 });
    const none = await makeProduct(db, { designation: 'Épuisé', quantite: 0 });
    await makePanierLigne(db, client.id, ok.stock.id);
    const res = await commandeAdd(t.app, headers, [
      { stock_article_id: ok.stock.id, quantite: 5 },
      { stock_article_id: short.stock.id, quantite: 3 },
      { stock_article_id: none.stock.id, quantite: 1 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Stock insuffisant pour « Presque épuisé » : 2 disponible(s).',
      errors: {
        'stock_articles.1.quantite': ['Stock insuffisant pour « Presque épuisé » : 2 disponible(s).'],
        'stock_articles.2.quantite': ['Stock insuffisant pour « Épuisé » : 0 disponible(s).'],
      },
      codes: {
        'stock_articles.1.quantite': [
          { code: 'stock_short', params: { designation: 'Presque épuisé', available: 2 } },
        ],
        'stock_articles.2.quantite': [
          { code: 'stock_short', params: { designation: 'Épuisé', available: 0 } },
        ],
      },
    });
    expect(await stockOf(db, ok.stock.id)).toBe(5);
    expect(await stockOf(db, short.stock.id)).toBe(2);
    expect(await db.select().from(commandes)).toHaveLength(0);
    expect(await db.select().from(commandeLignes)).toHaveLength(0);
    expect(await db.select().from(commandeEtats)).toHaveLength(0);
    expect(await db.select().from(panierLignes)).toHaveLength(1);
  });

  it('refuses articles that may not be sold: blocked, new, from a blocked store, unknown variant', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const blocked = await makeProduct(db, { designation: 'Bloqué', valide: 0 });
    const fresh = await makeProduct(db, { designation: 'Nouveau', valide: -1 });
    const shop = await makeMarchand(db);
    const closed = await makeProduct(db, { designation: 'Magasin fermé', marchandId: shop.id });
    await db.update(marchands).set({ valide: false }).where(eq(marchands.id, shop.id));
    const res = await commandeAdd(t.app, headers, [
      { stock_article_id: blocked.stock.id, quantite: 1 },
      { stock_article_id: fresh.stock.id, quantite: 1 },
      { stock_article_id: closed.stock.id, quantite: 1 },
      { stock_article_id: 987654, quantite: 1 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'stock_articles.0.stock_article_id': ["L'article « Bloqué » n'est plus disponible."],
      'stock_articles.1.stock_article_id': ["L'article « Nouveau » n'est plus disponible."],
      'stock_articles.2.stock_article_id': ["L'article « Magasin fermé » n'est plus disponible."],
      'stock_articles.3.stock_article_id': ["L'article sélectionné n'existe pas."],
    });
    expect(await stockOf(db, blocked.stock.id)).toBe(10);
    expect(await db.select().from(commandes)).toHaveLength(0);
    // Unblocking the article makes it orderable again.
    await db.update(articles).set({ valide: 1 }).where(eq(articles.id, blocked.article.id));
    const again = await commandeAdd(t.app, headers, [{ stock_article_id: blocked.stock.id, quantite: 1 }]);
    expect(again.statusCode).toBe(201);
  });

  it('answers 422 with French field messages for malformed payloads', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { stock_articles: [] },
        { stock_articles: ['Le champ stock articles doit contenir au moins 1 élément.'] },
      ],
      [
        { stock_articles: [{ stock_article_id: stock.id, quantite: 1, isSelected: false }] },
        { stock_articles: ['Veuillez sélectionner au moins un article.'] },
      ],
      [
        {
          stock_articles: [
            { stock_article_id: stock.id, quantite: 1 },
            { stock_article_id: stock.id, quantite: 2 },
          ],
        },
        { 'stock_articles.1.stock_article_id': ['Cet article figure plusieurs fois dans la commande.'] },
      ],
      [
        { latitude: 48.85, longitude: 2.35 },
        {
          latitude: ['La position de livraison doit se trouver en Algérie.'],
        },
      ],
      [{ longitude: 20 }, { longitude: ['La position de livraison doit se trouver en Algérie.'] }],
      [{ type_paiement: 'cheque' }, { type_paiement: ['Le champ type paiement sélectionné est invalide.'] }],
      [{ adresse: '   ' }, { adresse: ['Le champ adresse est obligatoire.'] }],
      [
        { stock_articles: [{ stock_article_id: stock.id, quantite: 0 }] },
        { 'stock_articles.0.quantite': ['La valeur du champ quantité doit être supérieure ou égale à 1.'] },
      ],
    ];
    for (const [extra, errors] of cases) {
      const lines = [{ stock_article_id: stock.id, quantite: 1 }];
      const res = await commandeAdd(t.app, headers, lines, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/client/commandeAdd', headers });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'adresse',
      'latitude',
      'longitude',
      'stock_articles',
    ]);
    expect(missing.json().errors.latitude).toEqual(['Le champ latitude est obligatoire.']);
    expect(await stockOf(db, stock.id)).toBe(10);
    expect(await db.select().from(commandes)).toHaveLength(0);
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const db = t.database.db;
    const { stock } = await makeProduct(db);
    const lines = [{ stock_article_id: stock.id, quantite: 1 }];
    expect((await commandeAdd(t.app, {}, lines)).statusCode).toBe(401);
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await commandeAdd(t.app, partner, lines)).statusCode).toBe(403);
    expect((await commandeAdd(t.app, admin, lines)).statusCode).toBe(403);
    expect(await stockOf(db, stock.id)).toBe(10);
  });

  it('refuses a client blocked by an administrator (the session ends at once)', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db);
    await db.update(clients).set({ valide: false }).where(eq(clients.id, client.id));
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }]);
    expect(res.statusCode).toBe(401);
    expect(await stockOf(db, stock.id)).toBe(10);
    expect(await db.select().from(commandes)).toHaveLength(0);
  });

  it('keeps the order when the article changes afterwards (snapshot)', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { article, stock } = await makeProduct(db, { designation: 'Lampe berbère', prix: 800 });
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 2 }]);
    const [order] = res.json().data;
    await db.update(articles).set({ designation: 'Lampe renommée' }).where(eq(articles.id, article.id));
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({ total: 160_000, montantAPayer: 160_000 });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers });
    expect(list.json().data[0].stock_articles[0].article.designation).toBe('Lampe berbère');
  });
});
