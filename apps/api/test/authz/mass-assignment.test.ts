import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, marchands } from '../../src/db/schema/accounts';
import { articles, galeries, notes, stockArticles } from '../../src/db/schema/catalog';
import {
  clientCoupons,
  commandeLignes,
  commandes,
  paiements,
  panierLignes,
  promotions,
} from '../../src/db/schema/commerce';
import { comptesVersement, versements } from '../../src/db/schema/finances';
import {
  articleForm,
  makeManagedArticle,
} from '../../src/modules/article-management/article-management.fixtures';
import { payoutReadyStore } from '../../src/modules/finances/payouts.fixtures';
import { makeOrder } from '../../src/modules/orders/backoffice-orders.fixtures';
import { makeProduct, PLACE } from '../../src/modules/orders/orders.fixtures';
import { GOOD_CARD, orderOf } from '../../src/modules/payments/payments.fixtures';
import {
  makeSellableArticle,
  promotionForm,
  promotionSnapshot,
} from '../../src/modules/promotions/promotions.fixtures';
import { createTestApp, type TestApp } from '../build-app';
import { makeClientCoupon, makeCouponModel, makePanierLigne, makePromotion } from '../factories';
import {
  type Actor,
  changedTables,
  dbFingerprint,
  makeWorld,
  type Probe,
  send,
  type World,
} from './authz.fixtures';

/**
 * Mass assignment and mixed ids (docs/reliability.md, Authorization matrix): fields a client or a
 * partner must not set (state, amounts, owner, validation) are ignored or refused, and a payload mixing
 * the caller's ids with another owner's changes nothing of the other owner's.
 */

let t: TestApp & { close(): Promise<void> };
let w: World;
const db = () => w.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.mailer);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const as = (actor: Actor, method: string, path: string, probe: Probe = {}) =>
  send(t.app, method, path, probe, actor.token);

const clientRow = async (id: number) => (await db().select().from(clients).where(eq(clients.id, id)))[0];
const storeRow = async (id: number) => (await db().select().from(marchands).where(eq(marchands.id, id)))[0];
const accountRow = async (marchandId: number) =>
  (await db().select().from(comptesVersement).where(eq(comptesVersement.marchandId, marchandId)))[0];
const articleRow = async (id: number) => (await db().select().from(articles).where(eq(articles.id, id)))[0];
const orderRow = async (id: number) => (await db().select().from(commandes).where(eq(commandes.id, id)))[0];
const cartOf = (clientId: number) =>
  db()
    .select({ stockArticleId: panierLignes.stockArticleId, quantite: panierLignes.quantite })
    .from(panierLignes)
    .where(eq(panierLignes.clientId, clientId))
    .orderBy(asc(panierLignes.stockArticleId));

/** What a thief would like to set on any row. */
const PIRATE = {
  id: 999_999,
  slug: 'pirate',
  valide: false,
  etat: 'livree',
  created_at: '2000-01-01T00:00:00.000Z',
};

const clientProfile = {
  nom: 'Amrani',
  prenom: 'Lina',
  genre: 'femme',
  telephone: '0550123456',
  adresse: '12 rue Didouche Mourad',
  wilaya: '16 - Alger',
};

describe('mass assignment by a client', () => {
  it('profilEdit ignores e-mail, state, slug and any id: only its own profile fields change', async () => {
    const before = await clientRow(w.clientA.id);
    const other = await clientRow(w.clientB.id);
    const res = await as(w.clientA, 'POST', '/api/v1/client/profilEdit', {
      body: {
        ...clientProfile,
        ...PIRATE,
        prenom: 'Linda',
        email: 'pirate@exemple.dz',
        client_id: w.clientB.id,
        password_hash: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await clientRow(w.clientA.id);
    expect(after.prenom).toBe('Linda');
    expect({ email: after.email, slug: after.slug, valide: after.valide, password: after.password }).toEqual({
      email: before.email,
      slug: before.slug,
      valide: true,
      password: before.password,
    });
    expect(await clientRow(w.clientB.id)).toEqual(other);
  });

  it('commandeAdd: state, amounts, owner, seller, reference and line prices come from the server', async () => {
    const { article, stock } = await makeProduct(db(), { prix: 2500, marchandId: w.partnerA.id });
    const res = await as(w.clientA, 'POST', '/api/v1/client/commandeAdd', {
      body: {
        ...PLACE,
        ...PIRATE,
        type_paiement: 'livraison',
        total: 1,
        montant_a_payer: 1,
        remise_coupon: 999_999,
        remise_promotion: 999_999,
        paid_at: '2000-01-01T00:00:00.000Z',
        client_id: w.clientB.id,
        marchand_id: w.partnerB.id,
        ref: 'PIRATE-01',
        qr_token: 'pirate',
        stock_articles: [
          {
            stock_article_id: stock.id,
            quantite: 2,
            prix: 1,
            pourcentage: 99,
            promotion_id: 1,
            designation: 'x',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = res.json().data as { id: number }[];
    const order = await orderRow(created.id);
    expect(order).toMatchObject({
      clientId: w.clientA.id,
      marchandId: w.partnerA.id,
      etat: 'en_attente_de_validation',
      total: 500_000,
      remisePromotion: 0,
      remiseCoupon: 0,
      montantAPayer: 500_000,
      paidAt: null,
    });
    expect(order.ref).not.toBe('PIRATE-01');
    expect(order.qrToken).not.toBe('pirate');
    const lines = await db().select().from(commandeLignes).where(eq(commandeLignes.commandeId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      articleId: article.id,
      prix: 250_000,
      quantite: 2,
      pourcentage: 0,
      promotionId: null,
      designation: article.designation,
    });
  });

  it("commandeAdd with another client's coupon is refused: no order, the coupon untouched", async () => {
    const model = await makeCouponModel(db(), { montant: 0, remise: 50_000 });
    const theirs = await makeClientCoupon(db(), w.clientB.id, model.id);
    const { stock } = await makeProduct(db(), { prix: 3000 });
    const before = await dbFingerprint(t.app, db());
    for (const coupon_id of [theirs.id, theirs.code]) {
      const res = await as(w.clientA, 'POST', '/api/v1/client/commandeAdd', {
        body: {
          ...PLACE,
          type_paiement: 'livraison',
          coupon_id,
          stock_articles: [{ stock_article_id: stock.id, quantite: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty('coupon_id');
    }
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
    const [coupon] = await db().select().from(clientCoupons).where(eq(clientCoupons.id, theirs.id));
    expect(coupon).toMatchObject({ clientId: w.clientB.id, etat: 'non_utilise' });
  });

  it('panierAdd ignores client_id and prices: the line is the caller’s, the other cart unchanged', async () => {
    const { stock } = await makeProduct(db(), { prix: 1000 });
    await makePanierLigne(db(), w.clientB.id, stock.id, { quantite: 3 });
    const theirs = await cartOf(w.clientB.id);
    const res = await as(w.clientA, 'POST', '/api/v1/client/panierAdd', {
      body: {
        stock_article_id: stock.id,
        quantite: 1,
        client_id: w.clientB.id,
        prix: 1,
        id: theirs[0].stockArticleId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartOf(w.clientB.id)).toEqual(theirs);
    expect(await cartOf(w.clientA.id)).toContainEqual({ stockArticleId: stock.id, quantite: 1 });
    const [variant] = await db().select().from(stockArticles).where(eq(stockArticles.id, stock.id));
    expect(variant.prix).toBe(100_000);
  });

  it('notationAdd ignores client_id and the verified-purchase flag', async () => {
    const article = await makeSellableArticle(db(), w.tree.sousCategorie.id);
    const res = await as(w.clientA, 'POST', '/api/v1/client/notationAdd', {
      body: {
        article_id: article.id,
        note: 5,
        commentaire: 'Parfait.',
        client_id: w.clientB.id,
        achat_verifie: true,
        ...PIRATE,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await db().select().from(notes).where(eq(notes.articleId, article.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: w.clientA.id, note: 5, achatVerifie: false });
  });

  it("commandePayer pays the order of the path, never another client's order named in the body", async () => {
    const mine = await orderOf(db(), w.clientA.id, { typePaiement: 'cib' });
    const theirs = await orderOf(db(), w.clientB.id, { typePaiement: 'cib' });
    const res = await as(w.clientA, 'POST', '/api/v1/client/commandePayer/:id', {
      params: { id: mine.id },
      body: { commande_id: theirs.id, cardPaiement: GOOD_CARD, montant: 1, etat: 'livree' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(mine.id)).etat).toBe('en_attente_de_livraison');
    expect(await orderRow(theirs.id)).toMatchObject({ etat: 'en_attente_de_paiement', paidAt: null });
    expect(await db().select().from(paiements).where(eq(paiements.commandeId, theirs.id))).toEqual([]);
    const [paid] = await db().select().from(paiements).where(eq(paiements.commandeId, mine.id));
    expect(paid.montant).toBe(mine.montantAPayer);
  });
});

describe('mass assignment by a partner', () => {
  it("articleAdd: the owner is the token's store and the article starts 'Nouveau', whatever is sent", async () => {
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/articleAdd', {
      body: {
        ...(await articleForm(w.tree)),
        ...PIRATE,
        marchand_id: w.partnerB.id,
        valide: 1,
        bloque_par: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await articleRow(res.json().data.id);
    expect(row).toMatchObject({ marchandId: w.partnerA.id, valide: -1 });
    expect(row.slug).not.toBe('pirate');
  });

  it('articleEdit cannot move the article to another store nor change its state', async () => {
    const m = await makeManagedArticle(db(), w.tree.sousCategorie.id, {
      marchandId: w.partnerA.id,
      valide: 0,
    });
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/articleEdit/:id', {
      params: { id: m.article.id },
      body: {
        ...(await articleForm(w.tree, {
          designation: 'Renommé',
          options: [
            {
              id: m.taille.id,
              designation: 'Taille',
              sous_options: [
                { id: m.s.id, designation: 'S' },
                { id: m.m.id, designation: 'M' },
              ],
            },
            {
              id: m.couleur.id,
              designation: 'Couleur',
              sous_options: [{ id: m.rouge.id, designation: 'Rouge' }],
            },
          ],
          galeries: [],
        })),
        marchand_id: w.partnerB.id,
        valide: 1,
        slug: 'pirate',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await articleRow(m.article.id)).toMatchObject({
      designation: 'Renommé',
      marchandId: w.partnerA.id,
      valide: 0,
      slug: m.article.slug,
    });
  });

  it("articleEdit naming another store's options, sub-options or photos is refused, theirs untouched", async () => {
    const mine = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const theirs = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerB.id });
    const before = await dbFingerprint(t.app, db());
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/articleEdit/:id', {
      params: { id: mine.article.id },
      body: await articleForm(w.tree, {
        options: [
          {
            id: theirs.taille.id,
            designation: 'Volée',
            sous_options: [{ id: theirs.s.id, designation: 'Volée' }],
          },
          {
            id: mine.couleur.id,
            designation: 'Couleur',
            sous_options: [{ id: theirs.rouge.id, designation: 'X' }],
          },
        ],
        galeries: [{ id: theirs.galerie.id, url_image: theirs.galerie.urlImage }],
      }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['options.0.id', 'options.1.sous_options.0.id', 'galeries.0.id']),
    );
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
  });

  it("stockarticleAdd with another store's sub-options is refused", async () => {
    const mine = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const theirs = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerB.id });
    const before = await dbFingerprint(t.app, db());
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/stockarticleAdd', {
      body: {
        article_id: mine.article.id,
        marchand_id: w.partnerB.id,
        prix: 10,
        quantite: 1,
        sous_options: [
          { option_id: theirs.taille.id, id: theirs.m.id },
          { option_id: mine.couleur.id, id: theirs.rouge.id },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
  });

  it("promotionAdd: the promotion is the token's store's and starts active, whatever is sent", async () => {
    const article = await makeSellableArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/promotionAdd', {
      body: { ...promotionForm([article.id]), marchand_id: w.partnerB.id, valide: false, id: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(promotions).where(eq(promotions.id, res.json().data.id));
    expect(row).toMatchObject({ marchandId: w.partnerA.id, valide: true });
  });

  it('profilEdit ignores state, slug and ids; another store’s e-mail is refused', async () => {
    const before = await storeRow(w.partnerA.id);
    const other = await storeRow(w.partnerB.id);
    const body = {
      nom: 'Haddad',
      prenom: 'Karim',
      email: w.partnerA.email,
      telephone: '0661234567',
      designation_magasin: 'Atelier Amrane',
      adresse_magasin: 'Cité 500 logements',
      wilaya_magasin: '16 - Alger',
    };
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/profilEdit', {
      body: { ...body, ...PIRATE, marchand_id: w.partnerB.id, commandes_vues_at: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await storeRow(w.partnerA.id);
    expect({ slug: after.slug, valide: after.valide, password: after.password }).toEqual({
      slug: before.slug,
      valide: true,
      password: before.password,
    });
    expect(await storeRow(w.partnerB.id)).toEqual(other);

    const taken = await as(w.partnerA, 'POST', '/api/v1/marchand/profilEdit', {
      body: { ...body, email: w.partnerB.email },
    });
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json().errors).toHaveProperty('email');
    expect((await storeRow(w.partnerA.id)).email).toBe(w.partnerA.email);
  });

  it("commandeChangerEtat with another store's order id in the body is refused, both orders untouched", async () => {
    const mine = await makeOrder(db(), { clientId: w.clientA.id, marchandId: w.partnerA.id });
    const theirs = await makeOrder(db(), { clientId: w.clientB.id, marchandId: w.partnerB.id });
    const before = await dbFingerprint(t.app, db());
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/commandeChangerEtat/:id', {
      params: { id: mine.id },
      body: { id: theirs.id, etat: 'en_attente_de_livraison' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
  });

  it('an administrator creating an article for a store still creates a platform article', async () => {
    const res = await as(w.admin, 'POST', '/api/v1/user/articleAdd', {
      body: { ...(await articleForm(w.tree)), marchand_id: w.partnerB.id, valide: -1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await articleRow(res.json().data.id)).toMatchObject({ marchandId: null, valide: 1 });
  });

  it("a payout request or a payout account naming another store, a state or a reference stays the caller's own", async () => {
    await payoutReadyStore(db(), w.partnerA.id);
    const bAccount = await accountRow(w.partnerB.id);
    const account = await as(w.partnerA, 'POST', '/api/v1/marchand/compteVersementEdit', {
      body: {
        type: 'rib',
        titulaire: 'Magasin A',
        numero: '12345678901234567890',
        marchand_id: w.partnerB.id,
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    expect(await accountRow(w.partnerB.id)).toEqual(bAccount);
    expect((await accountRow(w.partnerA.id))?.numero).toBe('12345678901234567890');

    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/versementAdd', {
      body: {
        montant: 1000,
        marchand_id: w.partnerB.id,
        etat: 'payee',
        reference: 'VIR-FORGE',
        admin_id: w.admin.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(versements).where(eq(versements.id, res.json().data.id));
    expect(row).toMatchObject({
      marchandId: w.partnerA.id,
      etat: 'demandee',
      reference: null,
      adminId: null,
    });
  });

  it('lists ignore a marchand_id or client_id in the query: the store sees its own rows only', async () => {
    for (const path of [
      '/api/v1/marchand/articles',
      '/api/v1/marchand/commandes',
      '/api/v1/marchand/promotions',
      '/api/v1/marchand/commandeslatest',
      '/api/v1/marchand/commandesExport',
      '/api/v1/marchand/versements',
      '/api/v1/marchand/compteVersement',
    ]) {
      const res = await as(w.partnerA, 'GET', path, {
        query: { marchand_id: String(w.partnerB.id), client_id: String(w.clientB.id), scope: 'marchands' },
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      const leaked = w.secretsOf.marchand.filter((s) => res.body.includes(s));
      expect(leaked, path).toEqual([]);
    }
  });
});

describe('bulk payloads mixing own and foreign ids', () => {
  it("promotionAdd over its own and another store's articles is refused and saves nothing", async () => {
    const mine = await makeSellableArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const theirs = await makeSellableArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerB.id });
    const platform = await makeSellableArticle(db(), w.tree.sousCategorie.id);
    const before = await promotionSnapshot(db());
    for (const ids of [
      [mine.id, theirs.id],
      [mine.id, platform.id],
      [theirs.id, mine.id, mine.id],
    ]) {
      const res = await as(w.partnerA, 'POST', '/api/v1/marchand/promotionAdd', { body: promotionForm(ids) });
      expect(res.statusCode, `${ids}: ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty('article_ids');
    }
    const admin = await as(w.admin, 'POST', '/api/v1/user/promotionAdd', {
      body: promotionForm([platform.id, theirs.id]),
    });
    expect(admin.statusCode, admin.body).toBe(422);
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it("promotionEdit adding another store's article is refused: the promotion keeps its articles", async () => {
    const mine = await makeSellableArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const theirs = await makeSellableArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerB.id });
    const promotion = await makePromotion(db(), [mine.id], { marchandId: w.partnerA.id });
    const before = await promotionSnapshot(db());
    const res = await as(w.partnerA, 'POST', '/api/v1/marchand/promotionEdit/:id', {
      params: { id: promotion.id },
      body: promotionForm([mine.id, theirs.id], { designation: 'Élargie' }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it("galerieDelete and noteDelete with its own article and another store's photo or review: 404", async () => {
    const mine = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerA.id });
    const theirs = await makeManagedArticle(db(), w.tree.sousCategorie.id, { marchandId: w.partnerB.id });
    const before = await dbFingerprint(t.app, db());
    const photo = await as(w.partnerA, 'DELETE', '/api/v1/marchand/galerieDelete/:a/:g', {
      params: { a: mine.article.id, g: theirs.galerie.id },
    });
    expect(photo.statusCode, photo.body).toBe(404);
    const review = await as(w.partnerA, 'DELETE', '/api/v1/marchand/noteDelete/:a/:n', {
      params: { a: mine.article.id, n: theirs.note.id },
    });
    expect(review.statusCode, review.body).toBe(404);
    // The administrator too: a review is deleted through its own article only.
    const adminReview = await as(w.admin, 'DELETE', '/api/v1/user/noteDelete/:a/:n', {
      params: { a: mine.article.id, n: theirs.note.id },
    });
    expect(adminReview.statusCode, adminReview.body).toBe(404);
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
    expect(await db().select().from(galeries).where(eq(galeries.id, theirs.galerie.id))).toHaveLength(1);
  });

  it("checkout of a variant also in another client's cart takes only the caller's cart line", async () => {
    const shared = await makeProduct(db(), { prix: 1500 });
    const own = await makeProduct(db(), { prix: 700 });
    await makePanierLigne(db(), w.clientA.id, shared.stock.id, { quantite: 1 });
    await makePanierLigne(db(), w.clientA.id, own.stock.id, { quantite: 2 });
    await makePanierLigne(db(), w.clientB.id, shared.stock.id, { quantite: 4 });
    const theirs = await cartOf(w.clientB.id);
    const res = await as(w.clientA, 'POST', '/api/v1/client/commandeAdd', {
      body: {
        ...PLACE,
        type_paiement: 'livraison',
        stock_articles: [
          { stock_article_id: shared.stock.id, quantite: 1 },
          { stock_article_id: own.stock.id, quantite: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cartOf(w.clientB.id)).toEqual(theirs);
    const mine = (await cartOf(w.clientA.id)).map((l) => l.stockArticleId);
    expect(mine).not.toContain(shared.stock.id);
    expect(mine).not.toContain(own.stock.id);
  });

  it("panierDelete of a variant only in another client's cart is a 404 and leaves it there", async () => {
    const { stock } = await makeProduct(db());
    await makePanierLigne(db(), w.clientB.id, stock.id, { quantite: 2 });
    const before = await dbFingerprint(t.app, db());
    const res = await as(w.clientA, 'DELETE', '/api/v1/client/panierDelete/:id', {
      params: { id: stock.id },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
    expect(
      await db()
        .select()
        .from(panierLignes)
        .where(and(eq(panierLignes.clientId, w.clientB.id), eq(panierLignes.stockArticleId, stock.id))),
    ).toHaveLength(1);
  });

  it("commandeScanne with another client's QR text as the path confirms nothing", async () => {
    const theirs = await makeOrder(db(), { clientId: w.clientB.id, etat: 'en_cours_de_livraison' });
    const before = await dbFingerprint(t.app, db());
    const res = await as(w.clientA, 'POST', '/api/v1/client/commandeScanne/:id', {
      params: { id: theirs.qrToken },
    });
    // The text is checked against the caller's own orders only: no such QR code, whoever holds it.
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      message: 'Code QR invalide pour cette commande.',
      code: 'order_qr_invalid',
      params: {},
    });
    expect(changedTables(before, await dbFingerprint(t.app, db()))).toEqual([]);
    expect((await orderRow(theirs.id)).etat).toBe('en_cours_de_livraison');
  });
});
