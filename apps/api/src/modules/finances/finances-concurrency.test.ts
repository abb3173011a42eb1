import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { checkInvariants } from '../../db/invariants';
import { ecritures } from '../../db/schema/finances';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { commandeAdd, orderRow } from '../orders/orders.fixtures';
import { placeOrder } from './finances.fixtures';
import { lockStoreLedger } from './finances.repository';

/**
 * The ledger's writers on a real PostgreSQL server (PGlite has one connection): one store's writers
 * queue on its row, a checkout of that store does not wait for them, and racing deliveries write each
 * order's vente once.
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')(
  'the seller ledger under concurrency (PostgreSQL)',
  () => {
    const t = useTestApp();

    it("queues two writers of one store's ledger, and leaves another store's and a checkout free", async () => {
      const db = t.database.db;
      const a = await makeBackofficeActors(t.app);
      const { stock, headers } = await placeOrder(t.app, { marchandId: a.storeA.id });
      const steps: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = db.transaction(async (tx) => {
        await lockStoreLedger(tx, a.storeA.id);
        steps.push('first locked');
        await held;
        steps.push('first done');
      });
      await sleep(100);
      const second = db.transaction(async (tx) => {
        await lockStoreLedger(tx, a.storeA.id);
        steps.push('second locked');
      });
      const other = db.transaction(async (tx) => {
        await lockStoreLedger(tx, a.storeB.id);
        steps.push('other store locked');
      });
      await other;
      // A new order of store A takes a key-share lock on its row: not blocked by the ledger's lock.
      const order = await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 1 }]);
      expect(order.statusCode).toBe(201);
      await sleep(200);
      expect(steps).toEqual(['first locked', 'other store locked']);
      release();
      await Promise.all([first, second]);
      expect(steps).toEqual(['first locked', 'other store locked', 'first done', 'second locked']);
    });

    it('writes one vente per order when a store delivers many orders at once, and one when two moves race', async () => {
      const db = t.database.db;
      const a = await makeBackofficeActors(t.app);
      const orders = [];
      for (let i = 0; i < 8; i++)
        orders.push((await placeOrder(t.app, { marchandId: a.storeA.id, prix: 100 + i })).order);
      const move = (id: number, etat: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/marchand/commandeChangerEtat/${id}`,
          headers: a.headers.partnerA,
          payload: { etat },
        });
      for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison']) {
        await Promise.all(orders.map((o) => move(o.id, etat)));
      }
      const delivered = await Promise.all(orders.map((o) => move(o.id, 'livree')));
      expect(delivered.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
      expect(await db.select().from(ecritures)).toHaveLength(8);

      // The seller's move and the client's scan of one order at the same moment: one of them delivers.
      const race = await placeOrder(t.app, { marchandId: a.storeB.id });
      for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison']) {
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/marchand/commandeChangerEtat/${race.order.id}`,
          headers: a.headers.partnerB,
          payload: { etat },
        });
      }
      const { qrToken } = await orderRow(db, race.order.id);
      const results = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/v1/marchand/commandeChangerEtat/${race.order.id}`,
          headers: a.headers.partnerB,
          payload: { etat: 'livree' },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/v1/client/commandeScanne/${race.order.id}`,
          headers: race.headers,
          payload: { code: qrToken },
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(await db.select().from(ecritures)).toHaveLength(9);
      const report = await checkInvariants(db);
      expect(report.violations.ledger_not_orders).toEqual([]);
    });
  },
);
