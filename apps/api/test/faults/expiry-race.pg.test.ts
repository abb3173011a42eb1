import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config';
import { checkInvariants } from '../../src/db/invariants';
import { clientCoupons, commandeEtats, commandes } from '../../src/db/schema/commerce';
import { EXPIRY_NOTE } from '../../src/modules/orders/order-expiry.service';
import { clientWithToken, commandeAdd, makeProduct, stockOf } from '../../src/modules/orders/orders.fixtures';
import { useTestApp } from '../build-app';
import { makeClientCoupon, makeCouponModel } from '../factories';

/**
 * Faults (docs/reliability.md): the unpaid-order sweep run by TWO processes at the same moment (as two API
 * processes' timers may), on PostgreSQL. Each expired order must be cancelled exactly once: one
 * `annulee` history row, its stock given back once, its coupon released once.
 */

const WORKER = path.join(ROOT_DIR, 'apps/api/test/faults/sweep-worker.ts');
const ORDERS = 90;

interface Sweep {
  cancelled: number;
  startedAt: number;
  endedAt: number;
}

function startWorker(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => {
    out += String(c);
  });
  child.stderr.on('data', (c) => {
    out += String(c);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready:\n${out}`)), 60_000);
    child.stdout.on('data', () => {
      if (out.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${out}`)));
  });
  const result = new Promise<Sweep>((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`worker failed (${code}):\n${out}`));
    });
  });
  return { ready, result, go: () => child.stdin.write('go\n') };
}

describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')(
  'the unpaid-order sweep in two processes at once',
  () => {
    const t = useTestApp();

    it(`${ORDERS} expired card orders, two sweeping processes: each order cancelled exactly once`, async () => {
      const db = t.database.db;
      const products = await Promise.all([0, 1, 2].map(() => makeProduct(db, { quantite: 1_000 })));
      const model = await makeCouponModel(db, { remise: 10_000 });
      let coupons = 0;
      for (let i = 0; i < ORDERS; i++) {
        const { client, headers } = await clientWithToken(t.app);
        const coupon = i % 3 === 0 ? await makeClientCoupon(db, client.id, model.id) : undefined;
        if (coupon) coupons++;
        const lines = [0, 1].map((k) => ({
          stock_article_id: products[(i + k) % 3].stock.id,
          quantite: 1 + ((i + k) % 3),
        }));
        const res = await commandeAdd(t.app, headers, lines, {
          type_paiement: i % 2 ? 'devise' : 'cib',
          ...(coupon ? { coupon_id: coupon.id } : {}),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      await db.execute(sql`update coupon_models set nbr_coupon = ${coupons} where id = ${model.id}`);
      const reserved = await Promise.all(products.map((p) => stockOf(db, p.stock.id)));
      expect(reserved.reduce((a, b) => a + b, 0)).toBeLessThan(3_000);
      // Placed 30 hours ago: past the 24-hour delay.
      await db.update(commandes).set({ createdAt: sql`now() - interval '30 hours'` });

      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0].name}`;
      const workers = [startWorker(url.toString()), startWorker(url.toString())];
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.go();
      const sweeps = await Promise.all(workers.map((w) => w.result));

      // Together they cancelled every order, and no order twice.
      expect(sweeps.reduce((n, s) => n + s.cancelled, 0)).toBe(ORDERS);
      // They did run at the same time.
      expect(sweeps[0].startedAt).toBeLessThan(sweeps[1].endedAt);
      expect(sweeps[1].startedAt).toBeLessThan(sweeps[0].endedAt);

      const states = await db.select({ etat: commandes.etat }).from(commandes);
      expect(states).toHaveLength(ORDERS);
      expect(states.every((s) => s.etat === 'annulee')).toBe(true);
      const history = await db
        .select({ commandeId: commandeEtats.commandeId, n: sql<number>`count(*)::int` })
        .from(commandeEtats)
        .where(and(eq(commandeEtats.etat, 'annulee'), eq(commandeEtats.note, EXPIRY_NOTE)))
        .groupBy(commandeEtats.commandeId);
      expect(history).toHaveLength(ORDERS);
      expect(history.every((h) => h.n === 1)).toBe(true);
      // Stock given back once: every product is back to 1 000 exactly (twice would exceed it).
      for (const p of products) expect(await stockOf(db, p.stock.id)).toBe(1_000);
      // Coupons released once, all usable again.
      const used = await db.select().from(clientCoupons).where(eq(clientCoupons.etat, 'utilise'));
      expect(used).toEqual([]);
      const report = await checkInvariants(db);
      expect(report.ok, JSON.stringify(report.violations)).toBe(true);
      console.info(
        `[expiry-race] ${ORDERS} orders: process 1 cancelled ${sweeps[0].cancelled} in ${sweeps[0].endedAt - sweeps[0].startedAt} ms, ` +
          `process 2 ${sweeps[1].cancelled} in ${sweeps[1].endedAt - sweeps[1].startedAt} ms`,
      );
    }, 120_000);
  },
);
