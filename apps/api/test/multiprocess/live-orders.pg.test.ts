import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { issueToken } from '../../src/lib/tokens';
import { makeClient, makeMarchand } from '../../src/modules/accounts/accounts.fixtures';
import { makeProduct, PLACE } from '../../src/modules/orders/orders.fixtures';
import { openStream } from '../sse-client';
import { type ApiProcess, call, createEmptyDatabase, errorLogLines, startApi } from './api-processes';

/**
 * Live new orders across processes (docs/decisions/0016-notifications.md): a partner's stream is open
 * on process B, a client orders through process A; B hears of it through PostgreSQL's LISTEN/NOTIFY.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --project api-pg apps/api/test/multiprocess/live-orders.pg.test.ts
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('live orders between two API processes', () => {
  let apis: ApiProcess[] = [];
  let database: Database;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
    const created = await createEmptyDatabase(adminUrl, 'souk_live');
    drop = created.drop;
    const results = await Promise.allSettled([startApi(created.url), startApi(created.url)]);
    apis = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    database = await openPostgres(created.url, 2);
  }, 120_000);

  afterAll(async () => {
    const outputs = apis.map((a) => a.output());
    await Promise.all(apis.map((a) => a.stop()));
    await database?.close();
    await drop();
    expect(outputs.flatMap(errorLogLines)).toEqual([]);
  }, 60_000);

  it("a stream on one process hears of an order placed through the other, and only its store's", async () => {
    const [a, b] = apis;
    const db = database.db;
    const store = await makeMarchand(db, { designationMagasin: 'Dar Tlemcen' });
    const other = await makeMarchand(db, { designationMagasin: 'Electro Oran' });
    const own = await makeProduct(db, { marchandId: store.id, prix: 4000 });
    const foreign = await makeProduct(db, { marchandId: other.id, prix: 900 });
    const client = await makeClient(db);
    const clientToken = await issueToken(db, 'client', client.id);
    const partnerToken = await issueToken(db, 'marchand', store.id);

    const stream = await openStream(b.url, 'v1/marchand', { authorization: `Bearer ${partnerToken}` });
    try {
      expect(stream.res.status).toBe(200);
      const order = (stockId: number) =>
        call(a.url, 'POST', '/api/v1/client/commandeAdd', {
          token: clientToken,
          body: {
            ...PLACE,
            type_paiement: 'livraison',
            stock_articles: [{ stock_article_id: stockId, quantite: 1 }],
          },
        });
      const skipped = await order(foreign.stock.id);
      const placed = await order(own.stock.id);
      expect([skipped.status, placed.status]).toEqual([201, 201]);
      const ref = (placed.body.data as { ref: string }[])[0].ref;
      const events = await stream.waitFor((e) => e.some((x) => x.event === 'commande'), 15_000);
      const orders = events.filter((x) => x.event === 'commande');
      expect(orders).toHaveLength(1);
      expect(orders[0].data).toMatchObject({
        ref,
        marchand_id: store.id,
        magasin: 'Dar Tlemcen',
        montant: 4000,
      });
    } finally {
      await stream.close();
    }
  }, 60_000);
});
