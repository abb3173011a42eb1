import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding (DB_MAX_WAITING)', () => {
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp({ DB_MAX_WAITING: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Holds every database connection (PGlite's one, or the pool's 5) and queues more behind them. */
  async function saturate(holdMs: number) {
    const holders = Array.from({ length: 9 }, () =>
      t.database.db.transaction(async () => {
        await sleep(holdMs);
      }),
    );
    for (let i = 0; i < 100 && (t.database.waiting?.() ?? 0) < 3; i++) await sleep(10);
    return Promise.all(holders);
  }

  it('answers normally while few requests wait', async () => {
    expect(t.database.waiting?.()).toBe(0);
    const reply = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses new API requests with 503 + Retry-After once the queue is full, before doing any work', async () => {
    const held = saturate(300);
    expect(t.database.waiting?.()).toBeGreaterThanOrEqual(3);

    const read = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/register',
      payload: { email: 'shed@souk.dz' },
    });
    // Refused before validation (an incomplete body would otherwise get its 422).
    for (const reply of [read, write]) {
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('2');
      expect(reply.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      // Still under the security headers.
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
    // Probes are always answered (liveness at once).
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(t.app.loadShedding?.shed()).toBeGreaterThanOrEqual(2);

    await held;
    // The queue drained: served again.
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(after.statusCode).toBe(200);
  });

  it("counts node-postgres' pool giving up on a free connection as the database being unavailable", () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Failed query'), {
          cause: new Error('timeout exceeded when trying to connect'),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
