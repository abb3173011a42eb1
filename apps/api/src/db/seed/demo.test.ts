import { ETATS } from '@souk/domain/order-states';
import { TYPES_PAIEMENT } from '@souk/domain/payments';
import { orderSummaryCentimes } from '@souk/domain/pricing';
import { WILAYAS } from '@souk/domain/wilayas';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-app';
import type { MediaStore } from '../../lib/media';
import { verifyPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { admins, clients, marchands } from '../schema/accounts';
import {
  articles,
  categories,
  galeries,
  notes,
  options,
  sousCategories,
  sousOptions,
  stockArticleSousOptions,
  stockArticles,
} from '../schema/catalog';
import {
  clientCoupons,
  commandeEtats,
  commandeLignes,
  commandes,
  couponModels,
  fraisLivraison,
  panierLignes,
  promotionArticles,
  promotions,
} from '../schema/commerce';
import { about, contacts, demandeComptes, publicites, wilayas } from '../schema/content';
import { seedDemo } from './demo';
import { seedIfEmpty } from './seed-if-empty';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY = 24 * 60 * 60 * 1000;

describe('demo seed', () => {
  let t: TestApp;
  let db: Db;
  const outcome = { first: false, second: true };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    outcome.first = await seedIfEmpty(db, { media: t.app.media });
    outcome.second = await seedIfEmpty(db, { media: t.app.media });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('seeds an empty database once, then leaves it alone', async () => {
    expect(outcome.first).toBe(true);
    expect(outcome.second).toBe(false);
    const [{ n }] = await db.select({ n: count() }).from(admins);
    expect(n).toBe(1);
  });

  it('leaves planner statistics behind (ANALYZE): a fresh install does not plan on empty tables', async () => {
    const { rows } = (await db.execute(
      sql`select relname, reltuples from pg_class where relname in ('articles', 'stock_articles', 'commandes')`,
    )) as unknown as { rows: { relname: string; reltuples: number }[] };
    expect(rows).toHaveLength(3);
    // -1 (PostgreSQL 14+) until a table is first analysed or vacuumed.
    for (const row of rows) expect(Number(row.reltuples), row.relname).toBeGreaterThan(0);
  });

  it('creates the demo accounts with argon2id hashes that verify', async () => {
    const [admin] = await db.select().from(admins).where(eq(admins.email, 'admin@souk.dz'));
    expect(admin.name).toBe('Administrateur Souk');
    const [partner] = await db.select().from(marchands).where(eq(marchands.email, 'partenaire@souk.dz'));
    const [client] = await db.select().from(clients).where(eq(clients.email, 'client@souk.dz'));
    for (const [hash, password] of [
      [admin.password, 'Admin123!'],
      [partner.password, 'Partenaire123!'],
      [client.password, 'Client123!'],
    ]) {
      expect(hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(hash, password)).toBe(true);
    }
    expect(partner.valide).toBe(true);
    expect(client).toMatchObject({ wilaya: '16 - Alger', genre: 'femme' });
    expect(client.nom && client.prenom && client.telephone && client.adresse).toBeTruthy();
  });

  it('fills every wilaya of the data file and gives people valid wilaya labels', async () => {
    const rows = await db.select().from(wilayas);
    expect(rows.length).toBe(WILAYAS.length);
    const labels = new Set(rows.map((w) => w.label));
    for (const c of await db.select({ w: clients.wilaya }).from(clients))
      expect(labels.has(c.w ?? '')).toBe(true);
    for (const m of await db.select({ w: marchands.wilayaMagasin }).from(marchands))
      expect(labels.has(m.w ?? '')).toBe(true);
  });

  it('builds a catalogue of the expected size and shape', async () => {
    const stores = await db.select().from(marchands);
    expect(stores.filter((s) => s.valide).length).toBeGreaterThanOrEqual(6);
    expect(stores.some((s) => !s.valide)).toBe(true);
    expect(new Set(stores.map((s) => s.wilayaMagasin)).size).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(clients)).length).toBeGreaterThanOrEqual(21);

    const cats = await db.select().from(categories);
    const subs = await db.select().from(sousCategories);
    expect(cats.length).toBeGreaterThanOrEqual(12);
    for (const c of cats) {
      expect(c.urlImage).toMatch(/^\/media\/.+\.webp$/);
      const mine = subs.filter((s) => s.categorieId === c.id).length;
      expect(mine).toBeGreaterThanOrEqual(3);
      expect(mine).toBeLessThanOrEqual(5);
    }

    const all = await db.select().from(articles);
    expect(all.length).toBeGreaterThanOrEqual(150);
    const platform = all.filter((a) => a.marchandId === null).length / all.length;
    expect(platform).toBeGreaterThan(0.2);
    expect(platform).toBeLessThan(0.4);
    const partner = stores.find((s) => s.email === 'partenaire@souk.dz')!;
    const own = all.filter((a) => a.marchandId === partner.id);
    expect(own.length).toBeGreaterThanOrEqual(15);
    expect(own.some((a) => a.valide === -1) && own.some((a) => a.valide === 0)).toBe(true);
    const blocked = stores.find((s) => !s.valide)!;
    expect(all.some((a) => a.marchandId === blocked.id)).toBe(true);

    const opts = await db.select().from(options);
    const gallery = await db.select().from(galeries);
    const stocked = new Set(
      (await db.select({ a: stockArticles.articleId }).from(stockArticles)).map((r) => r.a),
    );
    for (const a of all) {
      const n = opts.filter((o) => o.articleId === a.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      // One photo per colour the article is drawn in (image-kinds.ts): one or two.
      const photos = gallery.filter((g) => g.articleId === a.id).length;
      expect(photos).toBeGreaterThanOrEqual(1);
      expect(photos).toBeLessThanOrEqual(2);
      expect(a.description.length).toBeGreaterThan(60);
    }
    expect(all.some((a) => gallery.filter((g) => g.articleId === a.id).length === 2)).toBe(true);
    const withoutStock = all.filter((a) => !stocked.has(a.id));
    expect(withoutStock.length).toBeGreaterThan(0);
    expect(withoutStock.some((a) => a.valide === 1)).toBe(true);
    expect((await db.select().from(sousOptions)).some((s) => s.urlImage !== null)).toBe(true);
  });

  it('draws product pictures at the size the product modal shows them (480 px)', async () => {
    const [article] = await db.select().from(articles).limit(1);
    const res = await t.app.inject({ method: 'GET', url: article.urlImage! });
    expect(res.statusCode).toBe(200);
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect([width, height]).toEqual([480, 480]);
  });

  it('keeps stock non-negative and each combinaison equal to its sub-options, one per option', async () => {
    const stock = await db.select().from(stockArticles);
    const links = await db.select().from(stockArticleSousOptions);
    const opts = await db.select().from(options);
    const subs = new Map((await db.select().from(sousOptions)).map((s) => [s.id, s]));
    expect(stock.some((s) => s.quantite === 0)).toBe(true);
    for (const s of stock) {
      expect(s.quantite).toBeGreaterThanOrEqual(0);
      expect(s.quantite).toBeLessThanOrEqual(50);
      expect(Number.isSafeInteger(s.prix) && s.prix > 0).toBe(true);
      const mine = links.filter((l) => l.stockArticleId === s.id);
      const articleOptions = opts.filter((o) => o.articleId === s.articleId).map((o) => o.id);
      expect(mine.map((l) => l.optionId).sort()).toEqual([...articleOptions].sort());
      for (const l of mine) expect(subs.get(l.sousOptionId)?.optionId).toBe(l.optionId);
      expect(s.combinaison).toBe(
        mine
          .map((l) => l.sousOptionId)
          .sort((a, b) => a - b)
          .join('-'),
      );
    }
  });

  it('stocks the combination the product modal preselects (first sub-option of each option)', async () => {
    const stock = await db.select().from(stockArticles);
    const opts = await db.select().from(options);
    const subs = await db.select().from(sousOptions);
    const firstSub = (optionId: number) =>
      subs.filter((x) => x.optionId === optionId).sort((a, b) => a.position - b.position || a.id - b.id)[0];
    for (const articleId of new Set(stock.map((s) => s.articleId))) {
      const firsts = opts
        .filter((o) => o.articleId === articleId)
        .map((o) => firstSub(o.id).id)
        .sort((a, b) => a - b)
        .join('-');
      const preselected = stock.find((s) => s.articleId === articleId && s.combinaison === firsts);
      expect(preselected?.quantite, `article ${articleId}`).toBeGreaterThan(0);
    }
  });

  it('has orders in every state and payment type, consistent with the state rules', async () => {
    const orders = await db.select().from(commandes);
    const history = await db.select().from(commandeEtats);
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((o) => o.etat))).toEqual(new Set(ETATS));
    expect(new Set(orders.map((o) => o.typePaiement))).toEqual(new Set(TYPES_PAIEMENT));

    const [demo] = await db.select().from(clients).where(eq(clients.email, 'client@souk.dz'));
    expect(orders.filter((o) => o.clientId === demo.id).length).toBeGreaterThanOrEqual(10);
    const [partner] = await db.select().from(marchands).where(eq(marchands.email, 'partenaire@souk.dz'));
    expect(
      new Set(orders.filter((o) => o.marchandId === partner.id).map((o) => o.etat)).size,
    ).toBeGreaterThanOrEqual(5);

    const now = Date.now();
    for (const o of orders) {
      const card = o.typePaiement !== 'livraison';
      const steps = history
        .filter((h) => h.commandeId === o.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(steps[0].etat).toBe(card ? 'en_attente_de_paiement' : 'en_attente_de_validation');
      expect(steps[0].actorRole).toBe('client');
      expect(steps[steps.length - 1].etat).toBe(o.etat);
      expect(steps[steps.length - 1].createdAt.getTime()).toBeLessThanOrEqual(now);
      for (const s of steps) expect(['client', 'marchand', 'user', 'system']).toContain(s.actorRole);
      if (card) expect(o.etat).not.toBe('en_attente_de_validation');
      else expect(o.etat).not.toBe('en_attente_de_paiement');
      // An unpaid card order older than a day would already have been cancelled by the sweep.
      if (o.etat === 'en_attente_de_paiement') expect(now - o.createdAt.getTime()).toBeLessThan(DAY);
      const paidStates = card ? ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'] : ['livree'];
      expect(o.paidAt !== null).toBe(paidStates.includes(o.etat));
      expect(o.qrToken).toMatch(/^[0-9a-f]{64}$/);
      expect(o.ref).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(o.latitude).toBeGreaterThan(18);
      expect(o.latitude).toBeLessThan(38);
      expect(o.longitude).toBeGreaterThan(-9);
      expect(o.longitude).toBeLessThan(12);
    }

    const byCheckout = new Map<string, (typeof orders)[number][]>();
    for (const o of orders) byCheckout.set(o.checkoutId, [...(byCheckout.get(o.checkoutId) ?? []), o]);
    expect([...byCheckout.values()].some((g) => g.length > 1)).toBe(true);
    for (const group of byCheckout.values()) {
      expect(new Set(group.map((o) => o.marchandId)).size).toBe(group.length);
      expect(new Set(group.map((o) => o.clientId)).size).toBe(1);
    }
  });

  it('computes every order amount from its lines, coupon and delivery grid with the domain arithmetic', async () => {
    const orders = await db.select().from(commandes);
    const lines = await db.select().from(commandeLignes);
    const coupons = new Map((await db.select().from(clientCoupons)).map((c) => [c.id, c]));
    const models = new Map((await db.select().from(couponModels)).map((m) => [m.id, m]));
    const grid = await db.select().from(fraisLivraison);
    const rateOf = (marchandId: number | null, wilaya: number) =>
      grid.find((r) => r.wilayaCode === wilaya && r.marchandId === marchandId) ??
      grid.find((r) => r.wilayaCode === wilaya && r.marchandId === null);
    const [config] = await db.select().from(about);
    expect(config.livraisonGratuiteSeuil).toBe(10_000_00);
    expect(config.livraisonWilayaOrigine).toBe(16);
    for (const o of orders) {
      const mine = lines.filter((l) => l.commandeId === o.id);
      expect(mine.length).toBeGreaterThan(0);
      const coupon = o.clientCouponId ? coupons.get(o.clientCouponId) : undefined;
      const remise = coupon ? models.get(coupon.couponModelId)?.remise : undefined;
      const rate = rateOf(o.marchandId, o.wilayaLivraison!);
      expect(rate).toBeDefined();
      const s = orderSummaryCentimes(mine, remise, {
        frais: o.modeLivraison === 'stop_desk' ? rate!.stopDesk : rate!.domicile,
        seuilGratuite: config.livraisonGratuiteSeuil,
      });
      expect([o.total, o.remisePromotion, o.remiseCoupon, o.fraisLivraison, o.montantAPayer]).toEqual([
        s.total,
        s.remisePromotion,
        s.remiseCoupon,
        s.fraisLivraison,
        s.aPayer,
      ]);
      for (const l of mine) {
        expect(l.stockArticleId && l.articleId && l.designation && l.urlImage).toBeTruthy();
        const snapshot = l.sousOptions as {
          option_id: number;
          option: string;
          id: number;
          designation: string;
        }[];
        expect(snapshot.length).toBeGreaterThan(0);
        for (const so of snapshot)
          expect(Object.keys(so).sort()).toEqual(['designation', 'id', 'option', 'option_id']);
      }
    }
    expect(orders.some((o) => o.remisePromotion > 0)).toBe(true);
    // Fees charged, waived from the threshold, and both delivery modes.
    expect(orders.some((o) => o.fraisLivraison > 0)).toBe(true);
    expect(orders.some((o) => o.fraisLivraison === 0)).toBe(true);
    expect(new Set(orders.map((o) => o.modeLivraison))).toEqual(new Set(['domicile', 'stop_desk']));
  });

  it('prices every wilaya, gives two stores their own grid, and the stores their legal ids', async () => {
    const grid = await db.select().from(fraisLivraison);
    expect(grid.filter((r) => r.marchandId === null)).toHaveLength(WILAYAS.length);
    expect(new Set(grid.filter((r) => r.marchandId !== null).map((r) => r.marchandId)).size).toBe(2);
    for (const r of grid) {
      expect(r.stopDesk).toBeLessThan(r.domicile);
      expect(r.domicile).toBeGreaterThanOrEqual(400_00);
      expect(r.domicile).toBeLessThanOrEqual(1200_00);
    }
    for (const m of await db.select().from(marchands)) {
      expect(m.registreCommerce).toMatch(/^\d{2}\/00-\d{7}B\d{2}$/);
      expect(m.nif).toMatch(/^\d{15}$/);
    }
  });

  it('issues coupons from delivered orders and counts them on their models', async () => {
    const models = await db.select().from(couponModels);
    const issued = await db.select().from(clientCoupons);
    const orders = new Map((await db.select().from(commandes)).map((o) => [o.id, o]));
    expect(models.length).toBeGreaterThanOrEqual(3);
    for (const m of models) expect(m.nbrCoupon).toBe(issued.filter((c) => c.couponModelId === m.id).length);
    for (const c of issued) {
      const source = orders.get(c.sourceCommandeId ?? 0);
      expect(source?.etat).toBe('livree');
      expect(source?.clientId).toBe(c.clientId);
      const spentOn = [...orders.values()].filter((o) => o.clientCouponId === c.id);
      if (c.etat === 'utilise') {
        expect(spentOn.length).toBe(1);
        expect(spentOn[0].clientId).toBe(c.clientId);
        expect(spentOn[0].remiseCoupon).toBeGreaterThan(0);
        expect(c.usedAt).not.toBeNull();
      } else {
        expect(spentOn.length).toBe(0);
      }
    }
    const [demo] = await db.select().from(clients).where(eq(clients.email, 'client@souk.dz'));
    const now = Date.now();
    const mine = issued.filter((c) => c.clientId === demo.id);
    expect(mine.some((c) => c.etat === 'utilise')).toBe(true);
    expect(mine.some((c) => c.etat === 'non_utilise' && c.expiresAt.getTime() > now)).toBe(true);
    expect(issued.some((c) => c.etat === 'non_utilise' && c.expiresAt.getTime() <= now)).toBe(true);
  });

  it('keeps promotions on their owner’s articles, with active, expired and blocked ones', async () => {
    const promos = await db.select().from(promotions);
    const links = await db.select().from(promotionArticles);
    const owners = new Map((await db.select().from(articles)).map((a) => [a.id, a.marchandId]));
    const today = new Date().toISOString().slice(0, 10);
    for (const p of promos) {
      expect(p.pourcentage).toBeGreaterThanOrEqual(5);
      expect(p.pourcentage).toBeLessThanOrEqual(60);
      for (const l of links.filter((x) => x.promotionId === p.id))
        expect(owners.get(l.articleId)).toBe(p.marchandId);
    }
    expect(promos.some((p) => p.valide && p.dateDebut <= today && today <= p.dateFin)).toBe(true);
    expect(promos.some((p) => p.dateFin < today)).toBe(true);
    expect(promos.some((p) => !p.valide)).toBe(true);
    expect(promos.some((p) => p.marchandId === null) && promos.some((p) => p.marchandId !== null)).toBe(true);
  });

  it('marks a review verified exactly when its author received the article', async () => {
    const reviews = await db.select().from(notes);
    expect(reviews.length).toBeGreaterThan(100);
    const orders = await db.select().from(commandes).where(eq(commandes.etat, 'livree'));
    const lines = await db.select().from(commandeLignes);
    const received = new Set(
      orders.flatMap((o) =>
        lines.filter((l) => l.commandeId === o.id).map((l) => `${o.clientId}:${l.articleId}`),
      ),
    );
    for (const r of reviews) expect(r.achatVerifie).toBe(received.has(`${r.clientId}:${r.articleId}`));
    expect(reviews.some((r) => r.achatVerifie) && reviews.some((r) => !r.achatVerifie)).toBe(true);
  });

  it('fills the demo client’s cart from two sellers, one line out of stock', async () => {
    const [demo] = await db.select().from(clients).where(eq(clients.email, 'client@souk.dz'));
    const rows = await db
      .select({ quantite: stockArticles.quantite, marchandId: articles.marchandId })
      .from(panierLignes)
      .innerJoin(stockArticles, eq(stockArticles.id, panierLignes.stockArticleId))
      .innerJoin(articles, eq(articles.id, stockArticles.articleId))
      .where(eq(panierLignes.clientId, demo.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.marchandId)).size).toBe(2);
    expect(rows.some((r) => r.quantite === 0)).toBe(true);
  });

  it('writes the site content, ads of every type and the inboxes', async () => {
    const [site] = await db.select().from(about);
    expect(site).toMatchObject({ id: 1, email: 'contact@souk.dz', latitude: 36.7529, longitude: 3.042 });
    expect(site.description?.length).toBeGreaterThan(160);
    for (const text of [site.condition ?? '', site.politique ?? ''])
      expect(text.split('\n\n').length).toBeGreaterThan(3);
    expect(site.condition).toMatch(/30 jours/);
    expect(site.condition).toMatch(/24 h\/24/);

    const ads = await db.select().from(publicites);
    const per = (type: string) => ads.filter((a) => a.type === type).length;
    expect(per('banner1')).toBeGreaterThanOrEqual(5);
    expect(per('banner2')).toBeGreaterThanOrEqual(2);
    expect(per('pub_accueil')).toBeGreaterThanOrEqual(3);
    expect(per('shop')).toBeGreaterThanOrEqual(2);
    expect(per('categorie')).toBeGreaterThanOrEqual(1);
    for (const a of ads) expect(a.modelId !== null).toBe(a.type === 'categorie');

    const inbox = await db.select().from(contacts);
    expect(inbox.some((c) => c.vu) && inbox.some((c) => !c.vu)).toBe(true);
    const requests = await db.select().from(demandeComptes);
    expect(requests.some((r) => !r.etat && r.marchandId === null)).toBe(true);
    expect(requests.some((r) => r.etat && r.marchandId !== null)).toBe(true);
  });
});

describe('demo seed failure', () => {
  it('leaves the database empty when a write fails, so the next start retries', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      // Skips the WebP encoding: this test is about the transaction, not the pictures.
      const media = {
        saveBuffer: async () => ({
          url: '/media/2026/01/00000000-0000-0000-0000-000000000000.webp',
          width: 1,
          height: 1,
          bytes: 1,
        }),
      } as unknown as MediaStore;
      // The about row is written last: a row already there makes the very end of the seed fail.
      await db.insert(about).values({ id: 1 });
      await expect(seedDemo(db, { media })).rejects.toThrow();
      for (const table of [admins, clients, articles, commandes, wilayas]) {
        const [{ n }] = await db.select({ n: count() }).from(table);
        expect(n).toBe(0);
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
