import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { createBroadcast } from '../../src/lib/pg-broadcast';
import { createEmptyDatabase } from './api-processes';

/**
 * The signal every API process hears (lib/pg-broadcast.ts): two processes' broadcasts on one
 * database, each with its own pool and LISTEN connection, as two API processes have.
 */
describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')('a broadcast between two processes', () => {
  let a: Database;
  let b: Database;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
    const created = await createEmptyDatabase(adminUrl, 'souk_broadcast');
    drop = created.drop;
    a = await openPostgres(created.url, 1);
    b = await openPostgres(created.url, 1);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  it('is heard by the other process once published, and by nobody after close', async () => {
    const log = { warn: vi.fn() };
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    const other = vi.fn();
    const fromA = createBroadcast(a, 'souk_test_signal', heardByA, log);
    const toB = createBroadcast(b, 'souk_test_signal', heardByB, log);
    const elsewhere = createBroadcast(b, 'souk_test_other', other, log);
    await Promise.all([fromA.ready(), toB.ready(), elsewhere.ready()]);

    await fromA.publish();
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledTimes(1));
    // The publisher hears its own signal too (harmless by contract); another channel does not.
    await vi.waitFor(() => expect(heardByA).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();

    await toB.close();
    await fromA.publish();
    await vi.waitFor(() => expect(heardByA).toHaveBeenCalledTimes(2));
    expect(heardByB).toHaveBeenCalledTimes(1);
    await fromA.close();
    await elsewhere.close();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('does nothing on the embedded database (one process)', async () => {
    const heard = vi.fn();
    const broadcast = createBroadcast({ kind: 'pglite', db: a.db }, 'souk_test_signal', heard, {
      warn: vi.fn(),
    });
    await broadcast.publish();
    await broadcast.close();
    expect(heard).not.toHaveBeenCalled();
  });
});
