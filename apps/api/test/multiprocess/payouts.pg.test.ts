import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { ecritures, versements } from '../../src/db/schema/finances';
import { issueToken } from '../../src/lib/tokens';
import { makeAdmin, makeMarchand } from '../../src/modules/accounts/accounts.fixtures';
import { payoutReadyStore } from '../../src/modules/finances/payouts.fixtures';
import { type ApiProcess, call, createEmptyDatabase, errorLogLines, startApi } from './api-processes';

/**
 * Two payout requests of a store's whole available balance at the same moment, sent to two API
 * processes sharing one PostgreSQL database (decision 0045: two concurrent payout requests can
 * never take the same money). The store's ledger lock serialises them: exactly one is recorded, the
 * other is refused (a request is open, nothing is left), and the ledger holds one `versement`. Then an
 * administrator's two moves on one payout at once (pay on one process, reject on the other): one wins.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --project api-pg apps/api/test/multiprocess/payouts.pg.test.ts
 */

const ROUNDS = 8;

describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('payout requests racing on two API processes', () => {
  let apis: ApiProcess[] = [];
  let database: Database;
  let dropDatabase: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
    const created = await createEmptyDatabase(adminUrl, 'souk_payouts');
    dropDatabase = created.drop;
    apis = [await startApi(created.url), await startApi(created.url)];
    database = await openPostgres(created.url, 5);
  }, 120_000);

  afterAll(async () => {
    const outputs = apis.map((a) => a.output());
    await Promise.all(apis.map((a) => a.stop()));
    await database?.close();
    await dropDatabase();
    // No 500, no deadlock that escaped, in either process.
    expect(outputs.flatMap(errorLogLines)).toEqual([]);
  }, 60_000);

  it(`asks for the whole balance twice at once, ${ROUNDS} times: exactly one payout each time`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const store = await makeMarchand(database.db);
      await payoutReadyStore(database.db, store.id, 750_000);
      const token = await issueToken(database.db, 'marchand', store.id);
      const replies = await Promise.all(
        apis.map((api) =>
          call(api.url, 'POST', '/api/v1/marchand/versementAdd', { token, body: { montant: 7500 } }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
      const refused = replies.find((r) => r.status === 422);
      expect(refused?.body.errors?.versement).toEqual([VALIDATION_MESSAGES.payout_already_open]);

      const payouts = await database.db.select().from(versements).where(eq(versements.marchandId, store.id));
      expect(payouts.map((p) => [p.montant, p.etat])).toEqual([[750_000, 'demandee']]);
      const [ledger] = await database.db
        .select({
          sum: sql<number>`sum(${ecritures.montant})`.mapWith(Number),
          payouts: sql<number>`count(*) filter (where ${ecritures.type} = 'versement')`.mapWith(Number),
        })
        .from(ecritures)
        .where(eq(ecritures.marchandId, store.id));
      // The balance is taken once: nothing left, never below zero.
      expect(ledger).toEqual({ sum: 0, payouts: 1 });
    }
  }, 120_000);

  it('pays and rejects one payout at once on the two processes: one move wins, the ledger follows it', async () => {
    const admin = await makeAdmin(database.db);
    const adminToken = await issueToken(database.db, 'user', admin.id);
    for (let round = 0; round < ROUNDS; round++) {
      const store = await makeMarchand(database.db);
      await payoutReadyStore(database.db, store.id, 300_000);
      const token = await issueToken(database.db, 'marchand', store.id);
      const asked = await call(apis[round % 2].url, 'POST', '/api/v1/marchand/versementAdd', {
        token,
        body: { montant: 2000 },
      });
      expect(asked.status).toBe(201);
      const id = (asked.body.data as { id: number }).id;
      // Which process pays and which rejects alternates between rounds.
      const [pay, reject] = await Promise.all([
        call(apis[round % 2].url, 'POST', `/api/v1/user/versementPayer/${id}`, {
          token: adminToken,
          body: { reference: `VIR-${round}` },
        }),
        call(apis[(round + 1) % 2].url, 'POST', `/api/v1/user/versementRefuser/${id}`, {
          token: adminToken,
          body: { motif: 'Course' },
        }),
      ]);
      expect([pay.status, reject.status].sort()).toEqual([200, 422]);
      const [payout] = await database.db.select().from(versements).where(eq(versements.id, id));
      expect(payout.etat).toBe(pay.status === 200 ? 'payee' : 'refusee');
      const entries = await database.db
        .select({ type: ecritures.type, montant: ecritures.montant })
        .from(ecritures)
        .where(eq(ecritures.versementId, id));
      // A rejection gives the amount back once; a payment writes nothing more.
      expect(entries.sort((a, b) => a.montant - b.montant)).toEqual(
        pay.status === 200
          ? [{ type: 'versement', montant: -200_000 }]
          : [
              { type: 'versement', montant: -200_000 },
              { type: 'versement_annule', montant: 200_000 },
            ],
      );
    }
  }, 120_000);
});
