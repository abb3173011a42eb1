import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { truncateAll } from '../../../test/database';
import { openStream } from '../../../test/sse-client';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { clientWithToken, commandeAdd, makeProduct } from '../orders/orders.fixtures';
import { MAX_STREAMS_PER_TOKEN, TOO_MANY_STREAMS } from './order-feed.routes';

/**
 * The back-offices' live order streams (`commandesFlux`), over a real socket: a stream never ends
 * by itself, so `inject` cannot read it.
 */

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('GET commandesFlux — new orders, live', () => {
  let t: TestApp & { close(): Promise<void> };
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    // The server notices a closed stream a few milliseconds after the browser: let the last test's go.
    await until(() => t.app.orderFeed.listenerCount() === 0);
    await truncateAll(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("tells a partner of its store's new orders only, and the administrator of every order", async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const ofA = await makeProduct(db, { marchandId: actors.storeA.id, designation: 'Burnous', prix: 12000 });
    const ofB = await makeProduct(db, { marchandId: actors.storeB.id, designation: 'Tajine', prix: 3000 });
    const partnerA = await openStream(base, 'v1/marchand', actors.headers.partnerA);
    const admin = await openStream(base, 'v1/user', actors.headers.admin);
    try {
      expect(partnerA.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(partnerA.res.headers.get('cache-control')).toBe('private, no-store');

      const buyer = await clientWithToken(t.app, { prenom: 'Amina', nom: 'Benali' });
      // Store B's order first: if partner A heard of it, it would be its first 'commande' event.
      const b = await commandeAdd(t.app, buyer.headers, [{ stock_article_id: ofB.stock.id, quantite: 1 }]);
      const a = await commandeAdd(t.app, buyer.headers, [{ stock_article_id: ofA.stock.id, quantite: 2 }]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const refA = a.json().data[0].ref;
      const refB = b.json().data[0].ref;

      const got = await partnerA.waitFor((e) => e.some((x) => x.event === 'commande'));
      const orders = got.filter((x) => x.event === 'commande');
      expect(orders).toHaveLength(1);
      expect(orders[0].data).toMatchObject({
        ref: refA,
        marchand_id: actors.storeA.id,
        magasin: 'Dar Tlemcen',
        client: 'Amina Benali',
        montant: 24000,
        etat: 'en_attente_de_validation',
      });
      const adminGot = await admin.waitFor((e) => e.filter((x) => x.event === 'commande').length === 2);
      expect(
        adminGot.filter((x) => x.event === 'commande').map((x) => (x.data as { ref: string }).ref),
      ).toEqual([refB, refA]);
      // Nothing of store B ever reached partner A.
      await t.app.jobs.drain();
      expect(JSON.stringify(partnerA.events)).not.toContain(refB);
    } finally {
      await partnerA.close();
      await admin.close();
    }
  });

  it('cleans up when the browser goes away: no listener left behind', async () => {
    const actors = await makeBackofficeActors(t.app);
    expect(t.app.orderFeed.listenerCount()).toBe(0);
    const streams = [
      await openStream(base, 'v1/marchand', actors.headers.partnerA),
      await openStream(base, 'v1/marchand', actors.headers.partnerB),
      await openStream(base, 'v1/user', actors.headers.admin),
    ];
    expect(t.app.orderFeed.listenerCount()).toBe(3);
    for (const s of streams) await s.close();
    await until(() => t.app.orderFeed.listenerCount() === 0);
    // The per-token count went back down too: as many streams as the cap open again.
    const again = [];
    for (let i = 0; i < MAX_STREAMS_PER_TOKEN; i++) {
      again.push(await openStream(base, 'v1/marchand', actors.headers.partnerA));
    }
    expect(again.every((s) => s.res.status === 200)).toBe(true);
    for (const s of again) await s.close();
    await until(() => t.app.orderFeed.listenerCount() === 0);
  });

  it('caps the open streams of one token with a French 429', async () => {
    const actors = await makeBackofficeActors(t.app);
    const open = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_TOKEN; i++) {
        open.push(await openStream(base, 'v1/marchand', actors.headers.partnerA));
      }
      const refused = await fetch(`${base}/api/v1/marchand/commandesFlux`, {
        headers: actors.headers.partnerA,
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS });
      // Another store's token is not affected.
      const other = await openStream(base, 'v1/marchand', actors.headers.partnerB);
      expect(other.res.status).toBe(200);
      open.push(other);
    } finally {
      for (const s of open) await s.close();
    }
  });

  it('refuses strangers before opening anything, and ends at once when asked (`fin=1`)', async () => {
    const actors = await makeBackofficeActors(t.app);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/marchand/commandesFlux' });
    expect(none.statusCode).toBe(401);
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/commandesFlux',
      headers: actors.headers.partnerA,
    });
    expect(client.statusCode).toBe(403);
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandesFlux?fin=1',
      headers: actors.headers.partnerA,
    });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['cache-control']).toBe('private, no-store');
    expect(probe.body).toMatch(/^retry: 5000\nevent: ready\ndata: \{"heure":"[^"]+"\}\n\n$/);
    expect(t.app.orderFeed.listenerCount()).toBe(0);
  });

  it('ends the streams when the server closes', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const actors = await makeBackofficeActors(other.app);
    const stream = await openStream(url, 'v1/marchand', actors.headers.partnerA);
    await other.close();
    await stream.close();
    expect(other.app.orderFeed.listenerCount()).toBe(0);
  });
});
