import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import type { Role } from '../../db/schema/accounts';
import { makeClient, makeMarchand, TEST_PASSWORD } from './accounts.fixtures';
import { settlePendingMail } from './auth.service';

const LOCKED = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.';

describe('login and password-reset throttling', () => {
  // Small limits; each test uses its own addresses (IPs), and the limiter outlives the table resets.
  const t = useTestApp({ LOGIN_MAX_ATTEMPTS: 3, LOGIN_MAX_ATTEMPTS_PER_IP: 6, LOGIN_WINDOW_MINUTES: 15 });
  const login = (role: Role, email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/login`,
      payload: { email, password },
      remoteAddress: ip,
    });
  const forgot = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/client/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('locks an account after LOGIN_MAX_ATTEMPTS failures, even for the right password', async () => {
    const row = await makeClient(t.database.db);
    for (let i = 0; i < 3; i++) {
      expect((await login('client', row.email, 'mauvais', '10.0.1.1')).statusCode).toBe(422);
    }
    const locked = await login('client', row.email, TEST_PASSWORD, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts per audience: a locked client address does not lock the partner with that address', async () => {
    const email = 'meme@exemple.dz';
    await makeClient(t.database.db, { email });
    await makeMarchand(t.database.db, { email });
    for (let i = 0; i < 3; i++) await login('client', email, 'mauvais', '10.0.2.1');
    expect((await login('client', email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(429);
    expect((await login('marchand', email, TEST_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts unknown addresses the same way (nothing to learn from the lock)', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('user', 'inconnu@exemple.dz', 'mauvais', '10.0.3.1')).statusCode).toBe(422);
    }
    expect((await login('user', 'inconnu@exemple.dz', 'mauvais', '10.0.3.1')).statusCode).toBe(429);
  });

  it('a successful login clears the failures of the account', async () => {
    const row = await makeClient(t.database.db);
    for (let i = 0; i < 2; i++) await login('client', row.email, 'mauvais', '10.0.4.1');
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await login('client', row.email, 'mauvais', '10.0.4.1')).statusCode).toBe(422);
    }
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
  });

  it('locks an address trying many accounts (LOGIN_MAX_ATTEMPTS_PER_IP), not the others', async () => {
    const victim = await makeClient(t.database.db);
    for (let i = 0; i < 6; i++) {
      expect((await login('client', `x${i}@exemple.dz`, 'mauvais', '10.0.5.1')).statusCode).toBe(422);
    }
    const locked = await login('client', victim.email, TEST_PASSWORD, '10.0.5.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED });
    expect(locked.headers['retry-after']).toBeDefined();
    // The account itself is not locked: its owner logs in from elsewhere.
    expect((await login('client', victim.email, TEST_PASSWORD, '10.0.5.2')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const row = await makeClient(t.database.db);
    for (let i = 0; i < 8; i++) {
      expect((await login('client', row.email, TEST_PASSWORD, '10.0.6.1')).statusCode).toBe(200);
    }
  });

  it('takes the client address from X-Forwarded-For behind the proxy', async () => {
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/marchand/login',
        payload: { email: `y${i}@exemple.dz`, password: 'mauvais' },
        headers: { 'x-forwarded-for': '10.0.7.1' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/marchand/login',
      payload: { email: 'z@exemple.dz', password: 'mauvais' },
      headers: { 'x-forwarded-for': '10.0.7.1' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('throttles forgot-password per address asked', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot('cible@exemple.dz', '10.0.8.1')).statusCode).toBe(200);
    const res = await forgot('cible@exemple.dz', '10.0.8.2');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Trop de demandes de réinitialisation. Veuillez réessayer dans 15 minutes.',
    });
    expect(res.headers['retry-after']).toBeDefined();
    await settlePendingMail();
  });

  it('throttles forgot-password per client address', async () => {
    for (let i = 0; i < 6; i++) expect((await forgot(`f${i}@exemple.dz`, '10.0.9.1')).statusCode).toBe(200);
    expect((await forgot('autre@exemple.dz', '10.0.9.1')).statusCode).toBe(429);
    expect((await forgot('autre@exemple.dz', '10.0.9.2')).statusCode).toBe(200);
    await settlePendingMail();
  });
});
