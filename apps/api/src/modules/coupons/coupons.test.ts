import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import { clientWithToken, otherRoleHeaders } from '../orders/orders.fixtures';

describe('client coupons: couponShow/{code} and coupons', () => {
  const t = useTestApp();
  const showCoupon = (headers: Record<string, string>, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/client/couponShow/${encodeURIComponent(code)}`, headers });
  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/coupons', headers });

  it("shows the caller's usable code, whatever its case", async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { designation: 'Fidélité Ramadan', remise: 75_050 });
    const coupon = await makeClientCoupon(db, client.id, model.id, { code: 'K7QM2-XD9PA' });
    for (const code of ['K7QM2-XD9PA', 'k7qm2-xd9pa', ' K7QM2-XD9PA ']) {
      const res = await showCoupon(headers, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Coupon ajouté avec success',
        data: {
          id: coupon.id,
          code: 'K7QM2-XD9PA',
          etat: 'non_utilise',
          expires_at: coupon.expiresAt.toISOString(),
          modelCoupon: { designation: 'Fidélité Ramadan', remise: 750.5 },
        },
      });
    }
  });

  it('answers the same 401 for spent, expired, withdrawn, unknown and foreign codes', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const other = await clientWithToken(t.app);
    const model = await makeCouponModel(db);
    const withdrawn = await makeCouponModel(db, { valide: false });
    const codes = [
      (await makeClientCoupon(db, client.id, model.id, { etat: 'utilise' })).code,
      (await makeClientCoupon(db, client.id, model.id, { expiresAt: new Date(Date.now() - 1) })).code,
      (await makeClientCoupon(db, client.id, withdrawn.id)).code,
      (await makeClientCoupon(db, other.client.id, model.id)).code,
      'AAAAA-BBBBB',
      '1',
    ];
    for (const code of codes) {
      const res = await showCoupon(headers, code);
      expect(res.statusCode, code).toBe(401);
      expect(res.json()).toEqual({
        message: 'Coupon invalide ou expiré.',
        code: 'coupon_invalid',
        params: {},
      });
    }
  });

  it("lists the caller's coupons, newest first, spent ones included", async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const other = await clientWithToken(t.app);
    const model = await makeCouponModel(db, { designation: 'Bienvenue', remise: 20_000 });
    const old = await makeClientCoupon(db, client.id, model.id, {
      etat: 'utilise',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const fresh = await makeClientCoupon(db, client.id, model.id);
    await makeClientCoupon(db, other.client.id, model.id);
    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: fresh.id,
        code: fresh.code,
        etat: 'non_utilise',
        expires_at: fresh.expiresAt.toISOString(),
        modelCoupon: { designation: 'Bienvenue', remise: 200 },
      },
      {
        id: old.id,
        code: old.code,
        etat: 'utilise',
        expires_at: old.expiresAt.toISOString(),
        modelCoupon: { designation: 'Bienvenue', remise: 200 },
      },
    ]);
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await showCoupon({}, 'AAAAA-BBBBB')).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    for (const headers of [partner, admin]) {
      expect((await showCoupon(headers, 'AAAAA-BBBBB')).statusCode).toBe(403);
      expect((await list(headers)).statusCode).toBe(403);
    }
  });
});
