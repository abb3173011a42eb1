import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { testEngine } from '../../../test/database';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import type { Role } from '../../db/schema/accounts';
import { rateLimits } from '../../db/schema/accounts';
import { createMemoryMailer } from '../../lib/mailer';
import { createDatabaseRateLimiter } from '../../lib/rate-limiter';
import { makeClient, makeMarchand, TEST_PASSWORD } from './accounts.fixtures';
import { settlePendingMail } from './auth.service';

const LOCKED = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.';

describe('login and password-reset throttling', () => {
  // Small limits; each test uses its own addresses (IPs): the limiter outlives the table resets in
  // memory (PGlite); on PostgreSQL its counters are a table, emptied like the others.
  const t = useTestApp({
    LOGIN_MAX_ATTEMPTS: 3,
    LOGIN_MAX_ATTEMPTS_PER_IP: 6,
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: 8,
    LOGIN_WINDOW_MINUTES: 15,
  });
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

  it('locks the (account, address) pair after LOGIN_MAX_ATTEMPTS failures, even for the right password', async () => {
    const row = await makeClient(t.database.db);
    for (let i = 0; i < 3; i++) {
      expect((await login('client', row.email, 'mauvais', '10.0.1.1')).statusCode).toBe(422);
    }
    const locked = await login('client', row.email, TEST_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("a guesser locked on an account does not lock its owner out: the owner's address still gets in", async () => {
    const row = await makeClient(t.database.db);
    for (let i = 0; i < 3; i++) await login('client', row.email, 'mauvais', '10.0.10.1');
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.10.1')).statusCode).toBe(429);
    // The owner, from its own address, logs in at once; and again after a typo of its own.
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.10.2')).statusCode).toBe(200);
    expect((await login('client', row.email, 'faute-de-frappe', '10.0.10.2')).statusCode).toBe(422);
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.10.2')).statusCode).toBe(200);
    // The guesser's pair stays locked.
    expect((await login('client', row.email, 'mauvais', '10.0.10.1')).statusCode).toBe(429);
  });

  it('trips the per-account ceiling under guessing spread over many addresses, owner included', async () => {
    const row = await makeClient(t.database.db);
    // 8 (LOGIN_MAX_ATTEMPTS_PER_ACCOUNT) failures from 4 addresses, 2 each: no pair reaches its 3.
    for (let i = 0; i < 8; i++) {
      expect((await login('client', row.email, 'mauvais', `10.0.11.${i % 4}`)).statusCode).toBe(422);
    }
    const fresh = await login('client', row.email, 'mauvais', '10.0.11.99');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ message: LOCKED });
    expect((await login('client', row.email, TEST_PASSWORD, '10.0.11.100')).statusCode).toBe(429);
    // Another account is not concerned.
    const other = await makeClient(t.database.db);
    expect((await login('client', other.email, TEST_PASSWORD, '10.0.11.99')).statusCode).toBe(200);
  });

  it('counts per audience: a locked client address does not lock the partner with that address', async () => {
    const email = 'meme@exemple.dz';
    await makeClient(t.database.db, { email });
    await makeMarchand(t.database.db, { email });
    for (let i = 0; i < 3; i++) await login('client', email, 'mauvais', '10.0.2.1');
    expect((await login('client', email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(429);
    expect((await login('marchand', email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
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
    await t.app.jobs.drain();
  });

  it('throttles forgot-password per client address', async () => {
    for (let i = 0; i < 6; i++) expect((await forgot(`f${i}@exemple.dz`, '10.0.9.1')).statusCode).toBe(200);
    expect((await forgot('autre@exemple.dz', '10.0.9.1')).statusCode).toBe(429);
    expect((await forgot('autre@exemple.dz', '10.0.9.2')).statusCode).toBe(200);
    await settlePendingMail();
    await t.app.jobs.drain();
  });
});

describe('counters in the database (PostgreSQL without Redis)', () => {
  const t = useTestApp({ LOGIN_MAX_ATTEMPTS: 3 });

  it('counts atomically under parallel hits, releases and resets', async () => {
    const limiter = createDatabaseRateLimiter(t.database.db);
    const hits = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('k:parallel', 10, 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(hits.filter((h) => !h.allowed)).toHaveLength(2);
    for (const h of hits) {
      expect(h.retryAfterSeconds).toBeGreaterThan(0);
      expect(h.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    await limiter.release('k:parallel');
    expect((await limiter.hit('k:parallel', 10, 60_000)).count).toBe(12);
    await limiter.reset('k:parallel');
    expect((await limiter.hit('k:parallel', 10, 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows', async () => {
    const limiter = createDatabaseRateLimiter(t.database.db, { sweepEvery: 2 });
    await limiter.hit('k:old', 1, 60_000);
    await t.database.exec(`update rate_limits set reset_at = now() - interval '1 second'`);
    // This hit sweeps (second of the process), then counts from 1 again.
    expect((await limiter.hit('k:old', 1, 60_000)).count).toBe(1);
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.map((r) => [r.key, r.count])).toEqual([['k:old', 1]]);
  });

  describe.runIf(testEngine() === 'pg')('two app instances on one PostgreSQL database', () => {
    it('share the login counts: LOGIN_MAX_ATTEMPTS in all, not per instance', async () => {
      const url = t.database.url;
      if (!url) throw new Error('no database URL');
      const secondDatabase = await openPostgres(url, 2);
      const second = await buildApp({
        config: t.config,
        database: secondDatabase,
        mailer: createMemoryMailer(),
        logger: false,
      });
      try {
        const row = await makeClient(t.database.db);
        const apps = [t.app, second];
        const codes: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await apps[i % 2].inject({
            method: 'POST',
            url: '/api/v1/client/login',
            payload: { email: row.email, password: 'mauvais' },
            remoteAddress: '10.0.12.1',
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([422, 422, 422, 429, 429, 429]);
        // The owner, elsewhere, gets in through either instance.
        for (const app of apps) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/client/login',
            payload: { email: row.email, password: TEST_PASSWORD },
            remoteAddress: '10.0.12.2',
          });
          expect(res.statusCode).toBe(200);
        }
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    });
  });
});
