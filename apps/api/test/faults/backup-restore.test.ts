import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, ROOT_DIR } from '../../src/config';
import { restorePglite, restorePostgres } from '../../src/db/backup';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { checkInvariants, tableCounts } from '../../src/db/invariants';
import { runMigrations } from '../../src/db/migrate';
import { couponModels } from '../../src/db/schema/commerce';
import { createMemoryMailer } from '../../src/lib/mailer';
import { clientWithToken, commandeAdd, makeProduct } from '../../src/modules/orders/orders.fixtures';
import { createTestApp } from '../build-app';
import { makeClientCoupon, makeCouponModel } from '../factories';

/**
 * Backup and restore (docs/reliability.md): `npm run backup` / `npm run restore`
 * (apps/api/src/cli/backup.ts) on the engine under test. A database with orders (cash and card, with
 * and without coupons, one cancelled) is backed up by the CLI, restored by the CLI into a fresh
 * database (PostgreSQL) or an empty directory (PGlite), and the copy is compared: same row count in
 * every table, same content digest, and the invariants hold (stock ≥ 0, coupon uses = orders holding
 * them, order totals = lines + fee − discounts). The PGlite run works on a data directory on disk, as
 * `npm start` does.
 */

const run = promisify(execFile);
const CLI = path.join(ROOT_DIR, 'apps/api/src/cli/backup.ts');
const pgEngine = process.env.SOUK_TEST_ENGINE === 'pg';
const tmp = mkdtempSync(path.join(tmpdir(), 'souk-backup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    timeout: 120_000,
  });
}

/** md5 of every table's rows, in primary-key order: equal digests = equal content. */
async function digest(database: Database): Promise<Record<string, string>> {
  const counts = await tableCounts(database.db);
  const out: Record<string, string> = {};
  for (const table of Object.keys(counts)) {
    const { rows } = (await database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`),
    )) as unknown as { rows: { h: string }[] };
    out[table] = rows[0].h;
  }
  return out;
}

/** Orders of every kind through the real checkout: cash, card (unpaid), coupons, a cancellation. */
async function seedOrders(t: { app: FastifyInstance; database: Database }) {
  const db = t.database.db;
  const products = await Promise.all(
    [0, 1, 2].map((i) => makeProduct(db, { quantite: 50, prix: 800 + i * 350 })),
  );
  const model = await makeCouponModel(db, { remise: 20_000 });
  let issued = 0;
  for (let i = 0; i < 12; i++) {
    const { client, headers } = await clientWithToken(t.app);
    const coupon = i % 3 === 0 ? await makeClientCoupon(db, client.id, model.id) : undefined;
    if (coupon) issued++;
    const lines = [0, 1].map((k) => ({
      stock_article_id: products[(i + k) % 3].stock.id,
      quantite: 1 + (i % 2),
    }));
    const res = await commandeAdd(t.app, headers, lines, {
      type_paiement: i % 4 === 1 ? 'devise' : 'livraison',
      ...(coupon ? { coupon_id: coupon.id } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    if (i === 3) {
      const [order] = res.json().data as { id: number }[];
      const cancel = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/client/commandeDelete/${order.id}`,
        headers,
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
  }
  await db.update(couponModels).set({ nbrCoupon: issued });
}

describe.runIf(pgEngine)('backup and restore — PostgreSQL (pg_dump -Fc / pg_restore)', () => {
  it('restores a copy with the same rows and holding every invariant', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const t = await createTestApp();
    const names: string[] = [];
    try {
      await seedOrders(t);
      const before = await digest(t.database);
      const counts = await tableCounts(t.database.db);
      expect(counts.commandes).toBe(12);
      expect((await checkInvariants(t.database.db)).ok).toBe(true);

      const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const source = new URL(adminUrl);
      source.pathname = `/${rows[0].name}`;
      const file = path.join(tmp, 'souk.dump');
      await cli(['backup', '--out', file], { DATABASE_URL: source.toString() });
      expect(statSync(file).size).toBeGreaterThan(1000);

      // A fresh, empty database receives it.
      const name = `souk_restore_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      names.push(name);
      const target = new URL(adminUrl);
      target.pathname = `/${name}`;
      const { stdout } = await cli(['restore', file, '--into', target.toString()], {});
      expect(stdout).toMatch(/ok {3}coupon_state_not_orders/);
      expect(stdout).not.toMatch(/FAIL/);

      const copy = await openPostgres(target.toString(), 1);
      try {
        expect(await tableCounts(copy.db)).toEqual(counts);
        expect(await digest(copy)).toEqual(before);
        expect((await checkInvariants(copy.db)).ok).toBe(true);
        // The restored database is a working one: migrations find nothing to do.
        await runMigrations(copy);
        expect(await tableCounts(copy.db)).toEqual(counts);
      } finally {
        await copy.close();
      }

      // Restoring over a database that has tables is refused (nothing is overwritten).
      await expect(restorePostgres(file, target.toString())).rejects.toThrow(
        'La base cible contient déjà des tables',
      );
    } finally {
      await t.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe.runIf(!pgEngine)('backup and restore — PGlite (data directory)', () => {
  it('restores a copy of the data directory with the same rows and holding every invariant', async () => {
    // The app's embedded database on disk: DATA_DIR/db, as `npm start` uses it.
    const dataDir = path.join(tmp, 'data');
    const onDisk = await openPglite(path.join(dataDir, 'db'));
    await runMigrations(onDisk);
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') },
    );
    const app = await buildApp({ config, database: onDisk, mailer: createMemoryMailer(), logger: false });
    await app.ready();
    const t = { app, database: onDisk };
    let before: Record<string, string>;
    let counts: Record<string, number>;
    try {
      await seedOrders(t);
      before = await digest(t.database);
      counts = await tableCounts(t.database.db);
      expect(counts.commandes).toBe(12);
    } finally {
      // PGlite is one process: the app stops before the backup.
      await app.close();
      await onDisk.close();
    }
    const file = path.join(tmp, 'souk.tar.gz');
    await cli(['backup', '--out', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(statSync(file).size).toBeGreaterThan(1000);

    const restored = path.join(tmp, 'restored', 'db');
    const { stdout } = await cli(['restore', file, '--into', restored], { DATABASE_URL: '' });
    expect(stdout).not.toMatch(/FAIL/);
    const copy = await openPglite(restored);
    try {
      expect(await tableCounts(copy.db)).toEqual(counts);
      expect(await digest(copy)).toEqual(before);
      expect((await checkInvariants(copy.db)).ok).toBe(true);
    } finally {
      await copy.close();
    }
    // Restoring into a directory that holds a database is refused.
    await expect(restorePglite(file, restored)).rejects.toThrow("n'est pas vide");
  }, 120_000);
});
