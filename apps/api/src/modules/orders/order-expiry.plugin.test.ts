import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCommande } from '../../../test/factories';
import { idempotencyKeys } from '../../db/schema/commerce';
import { metricsPlugin } from '../../plugins/metrics';
import { makeClient } from '../accounts/accounts.fixtures';
import { jobsPlugin } from '../jobs';
import { orderExpirySweep } from './order-expiry.plugin';
import { makeProduct, orderRow } from './orders.fixtures';

describe('orderExpirySweep — the sweep wired into the app', () => {
  const t = useTestApp();

  /** A bare app holding only the job queue and the sweep, registered inside a child context as routes.ts does. */
  async function appWith(nodeEnv: 'production' | 'test') {
    const app = Fastify({ logger: false });
    app.decorate('config', { ...t.config, NODE_ENV: nodeEnv, UNPAID_ORDER_TTL_HOURS: 24 });
    app.decorate('database', t.database);
    await app.register(metricsPlugin);
    await app.register(jobsPlugin);
    await app.register(async (child) => child.register(orderExpirySweep));
    return app;
  }

  async function staleCardOrder() {
    const db = t.database.db;
    const client = await makeClient(db);
    const { article } = await makeProduct(db);
    return makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }], {
      etat: 'en_attente_de_paiement',
      typePaiement: 'devise',
      createdAt: new Date(Date.now() - 30 * 3_600_000),
    });
  }

  it('sweeps once the app is ready, and stops on close', async () => {
    const order = await staleCardOrder();
    const app = await appWith('production');
    await app.ready();
    await expect
      .poll(async () => (await orderRow(t.database.db, order.id)).etat, { timeout: 10_000 })
      .toBe('annulee');
    // The run is counted (decision 0048).
    await expect
      .poll(async () =>
        (await app.metrics.registry.metrics()).includes('souk_job_runs_total{job="order-expiry"} 1'),
      )
      .toBe(true);
    await app.close();
  });

  it('deletes the expired Idempotency-Key replies on the same tick (decision 0033)', async () => {
    const db = t.database.db;
    const client = await makeClient(db);
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 3_600_000);
    await db.insert(idempotencyKeys).values([
      {
        role: 'client',
        ownerId: client.id,
        route: 'commandeAdd',
        key: 'old',
        requestHash: 'h',
        expiresAt: past,
      },
      {
        role: 'client',
        ownerId: client.id,
        route: 'commandeAdd',
        key: 'fresh',
        requestHash: 'h',
        expiresAt: future,
      },
    ]);
    const app = await appWith('production');
    await app.ready();
    const keysOf = async () =>
      (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, client.id))).map(
        (k) => k.key,
      );
    await expect.poll(keysOf, { timeout: 10_000 }).toEqual(['fresh']);
    await app.close();
  });

  it('stays off in tests', async () => {
    const order = await staleCardOrder();
    const app = await appWith('test');
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderRow(t.database.db, order.id)).etat).toBe('en_attente_de_paiement');
    await app.close();
  });
});
