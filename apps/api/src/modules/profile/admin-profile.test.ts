import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { admins, auditLogs } from '../../db/schema/accounts';
import { bearer, loginAs, makeAdmin, makeSession, TEST_PASSWORD } from '../accounts/accounts.fixtures';

const NEW_PASSWORD = 'Figuier-Tlemcen-2026';

describe("administrator's own account: v1/user/profilShow and profilEdit", () => {
  const t = useTestApp();
  const show = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user/profilShow', headers });
  const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/profilEdit', headers, payload });
  const signedIn = async () => {
    const row = await makeAdmin(t.database.db, { name: 'Amina Kaci' });
    return { row, headers: bearer(await loginAs(t.app, 'user', row.email)) };
  };
  const stored = async (id: number) =>
    (await t.database.db.select().from(admins).where(eq(admins.id, id)))[0];

  it('shows the signed-in administrator, never the password', async () => {
    const { row, headers } = await signedIn();
    const res = await show(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: row.id, name: 'Amina Kaci', email: row.email } });
  });

  it('changes the name only; the e-mail is not changed here; audit-logged', async () => {
    const { row, headers } = await signedIn();
    const res = await edit(headers, { name: '  Amina Benali ', email: 'autre@exemple.dz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Modification avec success',
      data: { id: row.id, name: 'Amina Benali', email: row.email },
    });
    const after = await stored(row.id);
    expect(after.email).toBe(row.email);
    expect(after.password).toBe(row.password);
    const [entry] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.actorId, row.id));
    expect(entry).toMatchObject({ action: 'POST /v1/user/profilEdit', entity: 'profil' });
  });

  it('a new password needs the current one (missing or wrong: 422 in French, nothing changes)', async () => {
    const { row, headers } = await signedIn();
    const change = { name: 'Autre Nom', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const missing = await edit(headers, change);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['Le mot de passe actuel est obligatoire.'] });
    const wrong = await edit(headers, { ...change, current_password: 'PasLeBon-2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Le mot de passe actuel est incorrect.',
      errors: { current_password: ['Le mot de passe actuel est incorrect.'] },
      codes: { current_password: [{ code: 'current_password_wrong', params: {} }] },
    });
    expect(await stored(row.id)).toEqual(row);
    expect(await t.database.db.select().from(auditLogs).where(eq(auditLogs.actorId, row.id))).toEqual([]);
  });

  it('checks the strength and the confirmation of the new password with the shared rules', async () => {
    const { headers } = await signedIn();
    const res = await edit(headers, {
      name: 'Amina',
      password: 'azerty123',
      password_confirmation: 'autre-chose',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'password_confirmation']);
  });

  it('with the right current password, changes it and ends the other sessions, not this one', async () => {
    const { row, headers } = await signedIn();
    const other = bearer(await loginAs(t.app, 'user', row.email));
    const res = await edit(headers, {
      name: row.name,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await show(headers)).statusCode).toBe(200);
    expect((await show(other)).statusCode).toBe(401);
    await expect(loginAs(t.app, 'user', row.email)).rejects.toThrow();
    expect(await loginAs(t.app, 'user', row.email, NEW_PASSWORD)).toBeTruthy();
    const [entry] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.actorId, row.id));
    expect(JSON.stringify(entry.details)).not.toMatch(/pass|Figuier|Secret/i);
  });

  it('is closed to visitors, clients and partners', async () => {
    expect((await show({})).statusCode).toBe(401);
    expect((await edit({}, { name: 'X' })).statusCode).toBe(401);
    for (const role of ['client', 'marchand'] as const) {
      const { token } = await makeSession(t.app, role);
      expect([401, 403]).toContain((await show(bearer(token))).statusCode);
      expect([401, 403]).toContain((await edit(bearer(token), { name: 'X' })).statusCode);
    }
  });
});
