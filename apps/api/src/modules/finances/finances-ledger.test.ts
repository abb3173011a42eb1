import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import type { Db } from '../../db/client';
import { checkInvariants } from '../../db/invariants';
import { marchands } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalog';
import { ecritures, financesConfig } from '../../db/schema/finances';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { commandeAdd, orderRow } from '../orders/orders.fixtures';
import { deliverAsSeller, entriesOf, linesOf, markPaid, placeOrder } from './finances.fixtures';
import { settleOrderLedger } from './ledger.service';

const DAY = 86_400_000;

/** The restore check's failed checks only (empty when the database holds). */
async function violations(db: Db) {
  const report = await checkInvariants(db);
  return Object.fromEntries(Object.entries(report.violations).filter(([, rows]) => rows.length > 0));
}

describe('commission copied at placement', () => {
  const t = useTestApp();

  it('takes the default rate, then the category override, then the store override, on the price after promotion', async () => {
    const db = t.database.db;
    const { storeA } = await makeBackofficeActors(t.app);
    // 2 × 1 234,56 DZD at the default 10 % → 246,91 DZD (246,912 rounded).
    const first = await placeOrder(t.app, { marchandId: storeA.id, prix: 1234.56, quantite: 2 });
    expect(await linesOf(db, first.order.id)).toMatchObject([{ tauxCommission: 1000, commission: 24_691 }]);

    const second = await placeOrder(t.app, { marchandId: storeA.id, prix: 1000 });
    await db.update(categories).set({ tauxCommission: 1250 }).where(eq(categories.id, second.categorieId));
    const again = await placeOrder(t.app, { marchandId: storeA.id, prix: 1000 });
    await db.update(categories).set({ tauxCommission: 1250 }).where(eq(categories.id, again.categorieId));
    // A new order of a product whose category is now at 12,5 %.
    const res = await commandeAdd(t.app, again.headers, [{ stock_article_id: again.stock.id, quantite: 1 }]);
    const third = res.json().data[0].id as number;
    expect(await linesOf(db, third)).toMatchObject([{ tauxCommission: 1250, commission: 12_500 }]);

    await db.update(marchands).set({ tauxCommission: 0 }).where(eq(marchands.id, storeA.id));
    const res2 = await commandeAdd(t.app, again.headers, [{ stock_article_id: again.stock.id, quantite: 1 }]);
    expect(await linesOf(db, res2.json().data[0].id)).toMatchObject([{ tauxCommission: 0, commission: 0 }]);
    // Placed orders keep their rate.
    expect(await linesOf(db, first.order.id)).toMatchObject([{ tauxCommission: 1000, commission: 24_691 }]);
    expect(await linesOf(db, second.order.id)).toMatchObject([{ tauxCommission: 1000, commission: 10_000 }]);
  });

  it('reads the default from the settings, and takes nothing on the platform’s own orders', async () => {
    const db = t.database.db;
    const { storeA } = await makeBackofficeActors(t.app);
    await db.insert(financesConfig).values({ id: 1, commissionDefaut: 733 });
    const store = await placeOrder(t.app, { marchandId: storeA.id, prix: 100 });
    expect(await linesOf(db, store.order.id)).toMatchObject([{ tauxCommission: 733, commission: 733 }]);
    const platform = await placeOrder(t.app, { marchandId: null, prix: 100 });
    expect(await linesOf(db, platform.order.id)).toMatchObject([{ tauxCommission: 0, commission: 0 }]);
  });
});

describe('the vente entry of a delivery', () => {
  const t = useTestApp();

  it('is written when the partner delivers a cash order: coupon − commission, available after the retention delay', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    // 2 000 DZD, coupon 300 DZD, 10 % → commission 200 DZD: the seller collected 1 700 in cash and is owed 100.
    const { order } = await placeOrder(t.app, { marchandId: actors.storeA.id, prix: 2000, coupon: 300 });
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
    const row = await orderRow(db, order.id);
    const [entry, ...others] = await entriesOf(db, actors.storeA.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      type: 'vente',
      montant: 30_000 - 20_000,
      libelle: `Vente — commande ${row.ref}`,
      commandeId: order.id,
    });
    expect(entry.disponibleAt.getTime() - entry.createdAt.getTime()).toBe(7 * DAY);
    expect(await violations(db)).toEqual({});
  });

  it.each(['devise', 'cib'] as const)(
    'credits a %s order with the whole due (lines after promotion − commission + fee)',
    async (type) => {
      const db = t.database.db;
      const actors = await makeBackofficeActors(t.app);
      const { order } = await placeOrder(t.app, {
        marchandId: actors.storeA.id,
        prix: 1500,
        quantite: 2,
        typePaiement: type,
        coupon: 100,
      });
      await markPaid(db, order.id);
      await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
      const row = await orderRow(db, order.id);
      const [entry] = await entriesOf(db, actors.storeA.id);
      expect(entry.montant).toBe(300_000 - 30_000 + row.fraisLivraison);
      expect(await violations(db)).toEqual({});
    },
  );

  it('is written once when the client scans the QR code, and running the settlement again writes nothing', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order, headers } = await placeOrder(t.app, { marchandId: actors.storeA.id, prix: 500 });
    for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/marchand/commandeChangerEtat/${order.id}`,
        headers: actors.headers.partnerA,
        payload: { etat },
      });
    }
    const row = await orderRow(db, order.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client/commandeScanne/${order.id}`,
      headers,
      payload: { code: row.qrToken },
    });
    expect(res.statusCode).toBe(200);
    await settleOrderLedger(db, order.id, new Date());
    expect(await entriesOf(db, actors.storeA.id)).toMatchObject([{ type: 'vente', montant: -5_000 }]);
  });

  it('is taken back when the administrator corrects the delivery, and given again at the next delivery', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, {
      marchandId: actors.storeA.id,
      prix: 800,
      typePaiement: 'cib',
    });
    await markPaid(db, order.id);
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/commandeCorrigerLivraison/${order.id}`,
      headers: actors.headers.admin,
      payload: { motif: 'Colis resté au dépôt' },
    });
    expect(fix.statusCode).toBe(200);
    const vente = (await entriesOf(db, actors.storeA.id))[0];
    expect((await entriesOf(db, actors.storeA.id)).map((e) => [e.type, e.montant])).toEqual([
      ['vente', vente.montant],
      ['ajustement', -vente.montant],
    ]);
    expect(await violations(db)).toEqual({});

    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
    const entries = await entriesOf(db, actors.storeA.id);
    expect(entries.map((e) => [e.type, e.montant])).toEqual([
      ['vente', vente.montant],
      ['ajustement', -vente.montant],
      ['ajustement', vente.montant],
    ]);
    expect(entries[2].libelle).toMatch(/^Livraison confirmée à nouveau — commande /);
    expect(await violations(db)).toEqual({});
  });

  it("credits each order with its own lines' commission when a store has several", async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const one = await placeOrder(t.app, { marchandId: actors.storeA.id, prix: 100 });
    const two = await placeOrder(t.app, { marchandId: actors.storeA.id, prix: 250 });
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, one.order.id);
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, two.order.id);
    expect((await entriesOf(db, actors.storeA.id)).map((e) => [e.commandeId, e.montant])).toEqual([
      [one.order.id, -1_000],
      [two.order.id, -2_500],
    ]);
    expect(await violations(db)).toEqual({});
  });

  it('never reaches a ledger for the platform’s own orders', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, { marchandId: null, prix: 900 });
    await deliverAsSeller(t.app, 'v1/user', actors.headers.admin, order.id);
    expect((await orderRow(db, order.id)).etat).toBe('livree');
    expect(await db.select().from(ecritures)).toEqual([]);
  });

  it('is refused twice by the database: one vente per order, and entries are never changed', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, { marchandId: actors.storeA.id });
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
    const second = db.insert(ecritures).values({
      marchandId: actors.storeA.id,
      type: 'vente',
      montant: 1,
      libelle: 'x',
      commandeId: order.id,
    });
    await expect(second).rejects.toThrow();
    const refusal = (error: unknown) => String((error as { cause?: Error }).cause?.message);
    expect(
      refusal(
        await db
          .update(ecritures)
          .set({ montant: 0 })
          .catch((e) => e),
      ),
    ).toMatch(/append-only/);
    expect(refusal(await db.delete(ecritures).catch((e) => e))).toMatch(/append-only/);
  });
});

describe('the restore check of the ledger', () => {
  const t = useTestApp();

  it('names the store whose entries do not match its delivered orders, and an entry on a platform order', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, {
      marchandId: actors.storeA.id,
      prix: 1000,
      typePaiement: 'cib',
    });
    await markPaid(db, order.id);
    await deliverAsSeller(t.app, 'v1/marchand', actors.headers.partnerA, order.id);
    expect(await violations(db)).toEqual({});

    // A settlement is taken as written: still fine. An order-linked adjustment without a reason is not.
    await db
      .insert(ecritures)
      .values({ marchandId: actors.storeA.id, type: 'reglement', montant: 5_000, libelle: 'r' });
    expect(await violations(db)).toEqual({});
    await db.insert(ecritures).values({
      marchandId: actors.storeA.id,
      type: 'ajustement',
      montant: 1,
      libelle: 'x',
      commandeId: order.id,
    });
    const report = await checkInvariants(db);
    expect(report.violations.ledger_not_orders).toEqual([
      expect.objectContaining({ marchand_id: actors.storeA.id }),
    ]);

    const platform = await placeOrder(t.app, { marchandId: null });
    await db.insert(ecritures).values({
      marchandId: actors.storeB.id,
      type: 'ajustement',
      montant: 0,
      libelle: 'x',
      commandeId: platform.order.id,
    });
    expect((await checkInvariants(db)).violations.ledger_wrong_store).toHaveLength(1);
  });

  it('names a line whose commission is not its rate of its amount', async () => {
    const db = t.database.db;
    const actors = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, { marchandId: actors.storeA.id });
    expect((await checkInvariants(db)).violations.commission_not_rate).toEqual([]);
    await db.execute(
      sql`update commande_lignes set commission = commission + 1 where commande_id = ${order.id}`,
    );
    expect((await checkInvariants(db)).violations.commission_not_rate).toHaveLength(1);
  });
});
