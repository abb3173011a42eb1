import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makePromotion } from '../../../test/factories';
import {
  call,
  makePromotionSessions,
  makeSellableArticle,
  type PromotionSessions,
  promotionForm,
  promotionSnapshot,
} from './promotions.fixtures';

/**
 * The authorisation matrix of every promotion route (docs/reliability.md, Authorization matrix): no
 * token 401, another role's token 403, another owner's promotion 404 with nothing changed — between two
 * partners, and between a partner and the platform.
 */

const t = useTestApp();
let s: PromotionSessions;
const db = () => t.app.database.db;

type Route = { name: string; method: InjectOptions['method']; url: string; body?: object };

function routes(prefix: string, promotionId: number, articleIds: number[]): Route[] {
  return [
    { name: 'promotions', method: 'GET', url: `${prefix}/promotions` },
    { name: 'promotionAdd', method: 'POST', url: `${prefix}/promotionAdd`, body: promotionForm(articleIds) },
    {
      name: 'promotionEdit',
      method: 'POST',
      url: `${prefix}/promotionEdit/${promotionId}`,
      body: promotionForm(articleIds, { designation: 'Piratée' }),
    },
    { name: 'promotionChangerEtat', method: 'POST', url: `${prefix}/promotionChangerEtat/${promotionId}` },
    { name: 'promotionDelete', method: 'DELETE', url: `${prefix}/promotionDelete/${promotionId}` },
  ];
}

/** The calls that target one promotion. */
const targeted = (prefix: string, promotionId: number, articleIds: number[]) =>
  routes(prefix, promotionId, articleIds).filter((r) => /\/\d+$/.test(r.url));

let partnerPromo: { id: number };
let adminPromo: { id: number };
let partnerArticle: { id: number };
let platformArticle: { id: number };

beforeEach(async () => {
  s = await makePromotionSessions(t.app);
  partnerArticle = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerB.row.id });
  platformArticle = await makeSellableArticle(db(), s.sousCategorie.id);
  partnerPromo = await makePromotion(db(), [partnerArticle.id], { marchandId: s.partnerB.row.id });
  adminPromo = await makePromotion(db(), [platformArticle.id]);
});

describe.each([
  { audience: 'partner', prefix: 'v1/marchand', others: () => [s.client.token, s.admin.token] },
  { audience: 'admin', prefix: 'v1/user', others: () => [s.client.token, s.partnerA.token] },
])('$audience routes', ({ prefix, others }) => {
  it('answer 401 without a token or with a bad one, 403 with another role, and change nothing', async () => {
    const before = await promotionSnapshot(db());
    const list = routes(prefix, adminPromo.id, [platformArticle.id]);
    for (const route of list) {
      for (const token of [null, 'not-a-real-token']) {
        const res = await call(t.app, route.method, route.url, token, route.body);
        expect(res.statusCode, `${route.name} with ${token}`).toBe(401);
      }
      for (const token of others()) {
        const res = await call(t.app, route.method, route.url, token, route.body);
        expect(res.statusCode, route.name).toBe(403);
      }
    }
    expect(await promotionSnapshot(db())).toEqual(before);
  });
});

describe('another owner’s promotion is a 404, unchanged', () => {
  it("partner A cannot see, edit, block or delete partner B's promotion", async () => {
    const before = await promotionSnapshot(db());
    const ownArticle = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    for (const route of targeted('v1/marchand', partnerPromo.id, [ownArticle.id])) {
      const res = await call(t.app, route.method, route.url, s.partnerA.token, route.body);
      expect(res.statusCode, route.name).toBe(404);
      expect(res.json().message).toBe('Promotion introuvable.');
    }
    const list = await call(t.app, 'GET', 'v1/marchand/promotions', s.partnerA.token);
    expect(list.json().data).toEqual([]);
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it("a partner cannot reach the platform's promotions", async () => {
    const before = await promotionSnapshot(db());
    const ownArticle = await makeSellableArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
    for (const route of targeted('v1/marchand', adminPromo.id, [ownArticle.id])) {
      const res = await call(t.app, route.method, route.url, s.partnerA.token, route.body);
      expect(res.statusCode, route.name).toBe(404);
    }
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it("the administrator manages the platform's promotions, not the stores' ones", async () => {
    const before = await promotionSnapshot(db());
    for (const route of targeted('v1/user', partnerPromo.id, [platformArticle.id])) {
      const res = await call(t.app, route.method, route.url, s.admin.token, route.body);
      expect(res.statusCode, route.name).toBe(404);
    }
    const list = await call(t.app, 'GET', 'v1/user/promotions', s.admin.token);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([adminPromo.id]);
    expect(await promotionSnapshot(db())).toEqual(before);
  });

  it('each owner still reaches its own', async () => {
    const mine = await call(t.app, 'GET', 'v1/marchand/promotions', s.partnerB.token);
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([partnerPromo.id]);
    const blocked = await call(
      t.app,
      'POST',
      `v1/marchand/promotionChangerEtat/${partnerPromo.id}`,
      s.partnerB.token,
    );
    expect(blocked.statusCode).toBe(200);
    const deleted = await call(t.app, 'DELETE', `v1/user/promotionDelete/${adminPromo.id}`, s.admin.token);
    expect(deleted.statusCode).toBe(200);
  });
});
