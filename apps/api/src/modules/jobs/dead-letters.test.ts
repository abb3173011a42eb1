import { JOB_MESSAGES } from '@souk/domain/job-schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient } from '../accounts/accounts.fixtures';
import { call } from '../article-management/article-management.fixtures';
import { contentSessions } from '../content/content-admin.fixtures';
import { makeOrder } from '../orders/backoffice-orders.fixtures';
import { ARCHIVE_SECONDS } from './job-queue';
import { makeDeadLetter } from './jobs.fixtures';

describe('dead letters for the administrator (v1/user/tachesEchouees, tacheRelancer, tacheDelete)', () => {
  const t = useTestApp();

  it('lists them newest first with what they concern, sends one again (its mail goes), deletes another', async () => {
    const s = await contentSessions(t.app);
    const db = t.database.db;
    const client = await makeClient(db);
    const order = await makeOrder(db, { clientId: client.id });
    const payout = await makeDeadLetter(db, {
      queue: 'payout-mail',
      concerne: { type: 'versement', id: 7 },
      error: 'Greeting never received',
    });
    const placed = await makeDeadLetter(db, {
      concerne: { type: 'commande', id: order.id },
      payload: [{ kind: 'placed', clientId: client.id, commandeIds: [order.id] }],
    });

    const list = await call(t.app, 'GET', 'v1/user/tachesEchouees', s.admin);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.meta.total).toBe(2);
    const byId = new Map(page.data.map((d: { id: string }) => [d.id, d]));
    expect(byId.get(placed)).toMatchObject({
      queue: 'notifications',
      concerne: { type: 'commande', id: String(order.id), ref: order.ref },
      error: 'Connection refused',
      attempts: 11,
      request_id: 'req-test',
    });
    expect(byId.get(payout)).toMatchObject({
      queue: 'payout-mail',
      concerne: { type: 'versement', id: '7', ref: null },
      error: 'Greeting never received',
    });

    const retried = await call(t.app, 'POST', `v1/user/tacheRelancer/${placed}`, s.admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: JOB_MESSAGES.retried });
    await t.app.jobs.drain();
    expect(t.mailer.sent.filter((m) => m.to === client.email).map((m) => m.subject)).toEqual([
      `Votre commande ${order.ref} est enregistrée`,
    ]);

    const removed = await call(t.app, 'DELETE', `v1/user/tacheDelete/${payout}`, s.admin);
    expect(removed.json()).toEqual({ message: JOB_MESSAGES.deleted });
    const after = await call(t.app, 'GET', 'v1/user/tachesEchouees', s.admin);
    expect(after.json().data).toEqual([]);
    // Gone: a second retry or delete finds nothing.
    const again = await call(t.app, 'POST', `v1/user/tacheRelancer/${placed}`, s.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: JOB_MESSAGES.notFound });
    expect((await call(t.app, 'DELETE', `v1/user/tacheDelete/${payout}`, s.admin)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const s = await contentSessions(t.app);
    expect((await call(t.app, 'GET', 'v1/user/tachesEchouees', s.partner)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', 'v1/user/tachesEchouees', null)).statusCode).toBe(401);
  });
});

describe('sweeps', () => {
  const t = useTestApp();

  it('refuses a sweep spaced further apart than pg-boss keeps its throttled job (it would never be queued)', () => {
    const run = async () => {};
    expect(() => t.app.jobs.every('jobs-ledger-prune', ARCHIVE_SECONDS * 1000 + 1, run)).toThrow(
      /archive interval/,
    );
    expect(() => t.app.jobs.every('jobs-ledger-prune', ARCHIVE_SECONDS * 1000, run)).not.toThrow();
  });
});
