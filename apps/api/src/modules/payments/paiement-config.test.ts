import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { clientWithToken, otherRoleHeaders } from '../orders/orders.fixtures';

const get = (app: Parameters<typeof clientWithToken>[0], headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/client/paiementConfig', headers });

describe('GET /api/v1/client/paiementConfig — no provider key', () => {
  const t = useTestApp();

  it('shows the sandbox card form for both types, and needs a client token', async () => {
    const { headers } = await clientWithToken(t.app);
    const res = await get(t.app, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { devise: 'sandbox', cib: 'sandbox', stripe_publishable_key: null } });
    expect((await get(t.app, {})).statusCode).toBe(401);
    const others = await otherRoleHeaders(t.app);
    expect((await get(t.app, others.partner)).statusCode).toBe(403);
    expect((await get(t.app, others.admin)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/client/paiementConfig — Stripe and Chargily on', () => {
  const t = useTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51Souk',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Souk',
    CHARGILY_API_KEY: 'test_sk_souk',
  });

  it('names the providers and gives the publishable key only (never a secret)', async () => {
    const { headers } = await clientWithToken(t.app);
    const res = await get(t.app, headers);
    expect(res.json()).toEqual({
      data: { devise: 'stripe', cib: 'chargily', stripe_publishable_key: 'pk_test_51Souk' },
    });
    expect(res.body).not.toContain('sk_test');
  });
});
