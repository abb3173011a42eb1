import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/database';
import { makeClient, makeMarchand } from '../../../test/factories';
import { checkInvariants } from '../../db/invariants';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { ecritures, soldesMarchands } from '../../db/schema/finances';
import { makeOrder } from '../orders/backoffice-orders.fixtures';
import { insertEcriture, storeBalances } from './finances.repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Each store's running total (migration 0028): the trigger adds every insert into the ledger to its
 * store's total, in the inserting transaction; the balance reads it, and the restore check notices a
 * total that is not its ledger's sum.
 */
describe("a store's running total", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const totalOf = async (marchandId: number) => {
    const [row] = await database.db
      .select({ total: soldesMarchands.total })
      .from(soldesMarchands)
      .where(eq(soldesMarchands.marchandId, marchandId));
    return row?.total;
  };
  const ledgerSum = async (marchandId: number) => {
    const [row] = await database.db
      .select({ s: sql<number>`coalesce(sum(${ecritures.montant}), 0)`.mapWith(Number) })
      .from(ecritures)
      .where(eq(ecritures.marchandId, marchandId));
    return row?.s ?? 0;
  };
  const entry = (marchandId: number, montant: number, disponibleAt = new Date()) => ({
    marchandId,
    type: 'ajustement' as const,
    montant,
    libelle: 'Ajustement',
    disponibleAt,
  });

  it('follows every insert, one store or several in one statement, a refused duplicate left out', async () => {
    const db = database.db;
    const a = await makeMarchand(db);
    const b = await makeMarchand(db);
    expect(await totalOf(a.id)).toBeUndefined();
    await insertEcriture(db, entry(a.id, 12_345));
    expect(await totalOf(a.id)).toBe(12_345);
    // One statement over two stores.
    await db.insert(ecritures).values([entry(a.id, -345), entry(b.id, 700), entry(b.id, 50), entry(a.id, 1)]);
    expect(await totalOf(a.id)).toBe(12_001);
    expect(await totalOf(b.id)).toBe(750);
    // A second vente of one order is not written (on conflict do nothing): the total counts it once.
    const client = await makeClient(db);
    const order = await makeOrder(db, { clientId: client.id, marchandId: b.id, etat: 'livree' });
    const vente = { ...entry(b.id, 999), type: 'vente' as const, commandeId: order.id };
    expect(await insertEcriture(db, vente)).not.toBeNull();
    expect(await insertEcriture(db, vente)).toBeNull();
    expect(await totalOf(b.id)).toBe(1_749);
    // A rolled-back insert leaves the total as it was.
    await expect(
      db.transaction(async (tx) => {
        await insertEcriture(tx, entry(b.id, 1_000_000));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await totalOf(b.id)).toBe(1_749);
    expect(await totalOf(a.id)).toBe(await ledgerSum(a.id));
    expect(await totalOf(b.id)).toBe(await ledgerSum(b.id));
    expect((await checkInvariants(db)).violations.ledger_running_total).toEqual([]);
  });

  it('gives the balance: the total, less the entries available only later', async () => {
    const db = database.db;
    const store = await makeMarchand(db);
    const now = new Date();
    await insertEcriture(db, entry(store.id, 10_000, new Date(now.getTime() - DAY)));
    await insertEcriture(db, entry(store.id, 2_500, new Date(now.getTime() + 3 * DAY)));
    await insertEcriture(db, entry(store.id, -700, now));
    expect(await storeBalances(db, store.id, now)).toEqual({ disponible: 9_300, enAttente: 2_500 });
    expect(await storeBalances(db, store.id, new Date(now.getTime() + 4 * DAY))).toEqual({
      disponible: 11_800,
      enAttente: 0,
    });
    const empty = await makeMarchand(db);
    expect(await storeBalances(db, empty.id, now)).toEqual({ disponible: 0, enAttente: 0 });
  });

  it("is filled by migration 0028's backfill from the ledger written before it", async () => {
    const db = database.db;
    const a = await makeMarchand(db);
    const b = await makeMarchand(db);
    await db.insert(ecritures).values([entry(a.id, 1_500), entry(b.id, -80), entry(a.id, 20)]);
    const backfill = readFileSync(path.join(MIGRATIONS_DIR, '0028_ledger_running_totals.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('INSERT INTO "soldes_marchands"'));
    expect(backfill).toHaveLength(1);
    // As before the migration: no totals.
    await db.delete(soldesMarchands);
    await db.execute(sql.raw(backfill[0] as string));
    expect(await totalOf(a.id)).toBe(1_520);
    expect(await totalOf(b.id)).toBe(-80);
    expect((await checkInvariants(db)).violations.ledger_running_total).toEqual([]);
  });

  it('is checked by the restore check', async () => {
    const db = database.db;
    const store = await makeMarchand(db);
    await insertEcriture(db, entry(store.id, 400));
    expect((await checkInvariants(db)).violations.ledger_running_total).toEqual([]);
    await db.update(soldesMarchands).set({ total: 401 }).where(eq(soldesMarchands.marchandId, store.id));
    const report = await checkInvariants(db);
    expect(report.ok).toBe(false);
    expect(report.violations.ledger_running_total).toEqual([
      expect.objectContaining({ marchand_id: store.id }),
    ]);
    await db.update(soldesMarchands).set({ total: 400 }).where(eq(soldesMarchands.marchandId, store.id));
  });

  it.runIf(testEngine() === 'pg')(
    'stays exact under concurrent writers of one store (PostgreSQL), even without the store lock',
    async () => {
      const db = database.db;
      const store = await makeMarchand(db);
      // 30 transactions on the pool's connections, each holding its insert open a moment before
      // committing, so they overlap: each waits on the total's row lock of the one before.
      const amounts = Array.from({ length: 30 }, (_, i) => (i % 2 ? 1 : -1) * (1_000 + i * 37));
      await Promise.all(
        amounts.map((montant) =>
          db.transaction(async (tx) => {
            await insertEcriture(tx, entry(store.id, montant));
            await tx.execute(sql`select pg_sleep(0.02)`);
          }),
        ),
      );
      const expected = amounts.reduce((s, x) => s + x, 0);
      expect(await ledgerSum(store.id)).toBe(expected);
      expect(await totalOf(store.id)).toBe(expected);
    },
  );
});
