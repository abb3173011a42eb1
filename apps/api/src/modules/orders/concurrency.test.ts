import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeClientCoupon, makeCommande, makeCouponModel } from '../../../test/factories';
import { commandeLignes, commandes, panierLignes } from '../../db/schema/commerce';
import { clientWithToken, commandeAdd, couponRow, makeProduct, orderRow, stockOf } from './orders.fixtures';

/**
 * Races on a real PostgreSQL server (PGlite has one connection and runs them one after another):
 * no oversell, a coupon spent once, stock given back once, no deadlock surfacing as a 500.
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('client area under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();

  it('20 shoppers buying the last unit: exactly one order, stock 0, the others a 422', async () => {
    const db = t.database.db;
    const { stock } = await makeProduct(db, { designation: 'Dernier caftan', quantite: 1 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => clientWithToken(t.app)));
    const results = await Promise.all(
      shoppers.map((s) => commandeAdd(t.app, s.headers, [{ stock_article_id: stock.id, quantite: 1 }])),
    );
    expect(statuses(results)).toEqual([201, ...Array(19).fill(422)]);
    for (const r of results.filter((r) => r.statusCode === 422)) {
      expect(r.json().errors['stock_articles.0.quantite']).toEqual([
        'Stock insuffisant pour « Dernier caftan » : 0 disponible(s).',
      ]);
    }
    expect(await stockOf(db, stock.id)).toBe(0);
    expect(await db.select().from(commandes)).toHaveLength(1);
  });

  it('many shoppers buying several units each never oversell', async () => {
    const db = t.database.db;
    const { stock } = await makeProduct(db, { quantite: 10 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => clientWithToken(t.app)));
    const results = await Promise.all(
      shoppers.map((s) => commandeAdd(t.app, s.headers, [{ stock_article_id: stock.id, quantite: 3 }])),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(9);
    expect(await stockOf(db, stock.id)).toBe(1);
  });

  it('two checkouts racing with one coupon: it is spent once', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { remise: 50_000 });
    const coupon = await makeClientCoupon(db, client.id, model.id);
    const a = await makeProduct(db, { quantite: 5 });
    const b = await makeProduct(db, { quantite: 5 });
    const results = await Promise.all(
      [a, b].map((p) =>
        commandeAdd(t.app, headers, [{ stock_article_id: p.stock.id, quantite: 1 }], {
          coupon_id: coupon.id,
        }),
      ),
    );
    expect(statuses(results)).toEqual([201, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors).toEqual({ coupon_id: ['Coupon invalide ou expiré.'] });
    expect((await couponRow(db, coupon.id)).etat).toBe('utilise');
    const orders = await db.select().from(commandes);
    expect(orders).toHaveLength(1);
    expect(orders[0].clientCouponId).toBe(coupon.id);
    // The losing checkout's stock was not taken.
    expect((await stockOf(db, a.stock.id)) + (await stockOf(db, b.stock.id))).toBe(9);
  });

  it('two cancellations racing: the stock comes back once', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 4 });
    const [order] = (await commandeAdd(t.app, headers, [{ stock_article_id: stock.id, quantite: 3 }])).json()
      .data;
    expect(await stockOf(db, stock.id)).toBe(1);
    const cancel = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/client/commandeDelete/${order.id}`, headers });
    const results = await Promise.all([cancel(), cancel(), cancel()]);
    expect(statuses(results)).toEqual([200, 422, 422]);
    expect(await stockOf(db, stock.id)).toBe(4);
    expect((await orderRow(db, order.id)).etat).toBe('annulee');
  });

  it('carts holding the same variants in opposite orders never surface a deadlock', async () => {
    const db = t.database.db;
    const products = await Promise.all(Array.from({ length: 4 }, () => makeProduct(db, { quantite: 1000 })));
    const ids = products.map((p) => p.stock.id);
    const shoppers = await Promise.all(Array.from({ length: 16 }, () => clientWithToken(t.app)));
    const results = await Promise.all(
      shoppers.map((s, i) => {
        const order = i % 2 === 0 ? ids : [...ids].reverse();
        return commandeAdd(
          t.app,
          s.headers,
          order.map((id) => ({ stock_article_id: id, quantite: 2 })),
        );
      }),
    );
    expect(statuses(results)).toEqual(Array(16).fill(201));
    for (const id of ids) expect(await stockOf(db, id)).toBe(1000 - 16 * 2);
  });

  it('concurrent adds of one variant to the cart both count (capped by the stock)', async () => {
    const db = t.database.db;
    const { headers } = await clientWithToken(t.app);
    const { stock } = await makeProduct(db, { quantite: 5 });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/client/panierAdd',
        headers,
        payload: { stock_article_id: stock.id, quantite: 2 },
      });
    const results = await Promise.all([add(), add(), add()]);
    expect(statuses(results)).toEqual([200, 200, 200]);
    const [line] = await db.select().from(panierLignes);
    expect(line.quantite).toBe(5);
  });

  it('two orders of one article written at once: both count in its quantity ordered (migration 0018)', async () => {
    const db = t.database.db;
    const { article } = await makeProduct(db);
    const client = await makeClient(db);
    await makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }]);
    const [one, two] = [await makeCommande(db, client.id, []), await makeCommande(db, client.id, [])];
    const line = (commandeId: number, quantite: number) => ({
      commandeId,
      articleId: article.id,
      quantite,
      prix: 100,
      designation: 'Article',
    });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    // The first order's lines are written and left uncommitted; the second's are written meanwhile
    // (a recount by each would not see the other's lines, and the later write would drop them).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const first = db.transaction(async (tx) => {
      await tx.insert(commandeLignes).values(line(one.id, 2));
      written();
      await held;
    });
    await firstWritten;
    const second = db.transaction(async (tx) => {
      await tx.insert(commandeLignes).values(line(two.id, 3));
    });
    for (let i = 0; i < 200; i++) {
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (n > 0) break;
      await sleep(10);
    }
    release();
    await Promise.all([first, second]);
    const [kept] = await rows<{ quantite: number }>(
      sql`select quantite from article_commandes where article_id = ${article.id}`,
    );
    expect(kept.quantite).toBe(6);
  });
});
