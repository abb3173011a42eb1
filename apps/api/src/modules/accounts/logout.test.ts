import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens, clients, marchands, ROLES } from '../../db/schema/accounts';
import { bearer, makeSession } from './accounts.fixtures';

const UNAUTHENTICATED = { message: 'Non authentifié.' };
const FORBIDDEN = { message: 'Action non autorisée.' };

describe('logout and token checks', () => {
  const t = useTestApp();
  const logout = (role: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/logout`, headers });

  for (const role of ROLES) {
    it(`${role}: logs out, and the token is dead at once`, async () => {
      const { token } = await makeSession(t.app, role);
      const res = await logout(role, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Déconnexion réussie.' });
      const again = await logout(role, bearer(token));
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(UNAUTHENTICATED);
    });

    it(`${role}: 401 without a token, with a garbage token or a malformed header`, async () => {
      for (const headers of [
        {},
        bearer('garbage'),
        bearer('A'.repeat(43)),
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: 'Bearer' },
      ]) {
        const res = await logout(role, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      }
    });

    for (const other of ROLES.filter((r) => r !== role)) {
      it(`${other} token on ${role} logout: 403, and the token still works`, async () => {
        const { token } = await makeSession(t.app, other);
        const res = await logout(role, bearer(token));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
        expect((await logout(other, bearer(token))).statusCode).toBe(200);
      });
    }
  }

  it('ends only the session of the token used', async () => {
    const { row, token } = await makeSession(t.app, 'client');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/login',
      payload: { email: row.email, password: 'Secret123!' },
    });
    await logout('client', bearer(token));
    expect((await logout('client', bearer(second.json().token))).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { token } = await makeSession(t.app, 'marchand');
    await t.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await logout('marchand', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('accepts the scheme in any case', async () => {
    const { token } = await makeSession(t.app, 'user');
    const res = await logout('user', { authorization: `bearer  ${token}` });
    expect(res.statusCode).toBe(200);
  });

  it('blocking a client ends its sessions at once (401), and they stay dead once unblocked', async () => {
    const { row, token } = await makeSession(t.app, 'client');
    await t.database.db.update(clients).set({ valide: false }).where(eq(clients.id, row.id));
    const res = await logout('client', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
    await t.database.db.update(clients).set({ valide: true }).where(eq(clients.id, row.id));
    expect((await logout('client', bearer(token))).statusCode).toBe(401);
  });

  it('blocking a store ends its partner sessions at once', async () => {
    const { row, token } = await makeSession(t.app, 'marchand');
    await t.database.db.update(marchands).set({ valide: false }).where(eq(marchands.id, row.id));
    expect((await logout('marchand', bearer(token))).statusCode).toBe(401);
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
  });

  it('a blocked client is refused on every route, not only its own (401 before 403)', async () => {
    const { row, token } = await makeSession(t.app, 'client');
    await t.database.db.update(clients).set({ valide: false }).where(eq(clients.id, row.id));
    expect((await logout('marchand', bearer(token))).statusCode).toBe(401);
  });

  it('a deleted account loses its sessions', async () => {
    const { row, token } = await makeSession(t.app, 'client');
    await t.database.db.delete(clients).where(eq(clients.id, row.id));
    expect((await logout('client', bearer(token))).statusCode).toBe(401);
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
  });
});
