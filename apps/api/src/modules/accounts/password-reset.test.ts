import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens, passwordResets, type Role } from '../../db/schema/accounts';
import { sha256Hex } from '../../lib/tokens';
import { bearer, loginAs, makeAdmin, makeClient, makeMarchand, makeSession } from './accounts.fixtures';
import { settlePendingMail } from './auth.service';

const SENT = "Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d'être envoyé.";
const DONE = 'Votre mot de passe a été réinitialisé.';
const INVALID = { message: 'Ce lien de réinitialisation est invalide ou a expiré.' };
const NEW_PASSWORD = 'Nouveau-mot-2-passe';

const LINKS: Record<Role, string> = {
  client: 'https://souk.example/reset-password/',
  marchand: 'https://souk.example/reset-password-partenaire/',
  user: 'https://souk.example/admin/reset-password/',
};
const make = { client: makeClient, marchand: makeMarchand, user: makeAdmin };

describe('forgot-password and reset-password', () => {
  const t = useTestApp({ APP_URL: 'https://souk.example/' });
  const forgot = (role: Role, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/forgot-password`, payload });
  const reset = (role: Role, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/reset-password`, payload });

  /** Asks for a link and returns the raw token read from the e-mail. */
  async function requestToken(role: Role, email: string): Promise<string> {
    const before = t.mailer.sent.length;
    expect((await forgot(role, { email })).statusCode).toBe(200);
    await settlePendingMail();
    await t.app.jobs.drain();
    const mail = t.mailer.sent[before];
    const match = new RegExp(`${LINKS[role]}([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!match) throw new Error(`no link in ${mail.text}`);
    return match[1];
  }

  for (const role of ['client', 'marchand', 'user'] as const) {
    describe(role, () => {
      it('mails a French link to its own reset screen', async () => {
        const row = await make[role](t.database.db, { email: `${role}@exemple.dz` });
        const res = await forgot(role, { email: ` ${role.toUpperCase()}@exemple.dz` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: SENT });
        await settlePendingMail();
        await t.app.jobs.drain();
        expect(t.mailer.sent).toHaveLength(1);
        const [mail] = t.mailer.sent;
        expect(mail.to).toBe(row.email);
        expect(mail.subject).toBe('Réinitialisation de votre mot de passe Souk');
        expect(mail.text).toContain('Bonjour');
        expect(mail.text).toContain('valable 60 minutes');
        expect(mail.text).toMatch(new RegExp(`${LINKS[role]}[A-Za-z0-9_-]{43}\\b`));
        expect(mail.html).toContain(LINKS[role]);
      });

      it('answers the same for an unknown address, and sends nothing', async () => {
        const res = await forgot(role, { email: 'personne@exemple.dz' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: SENT });
        await settlePendingMail();
        await t.app.jobs.drain();
        expect(t.mailer.sent).toHaveLength(0);
        expect(await t.database.db.select().from(passwordResets)).toHaveLength(0);
      });

      it('resets the password once, and ends every session', async () => {
        const row = await make[role](t.database.db);
        const session = await loginAs(t.app, role, row.email);
        const token = await requestToken(role, row.email);
        const res = await reset(role, { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: DONE });

        const logout = await t.app.inject({
          method: 'POST',
          url: `/api/v1/${role}/logout`,
          headers: bearer(session),
        });
        expect(logout.statusCode).toBe(401);
        await expect(loginAs(t.app, role, row.email)).rejects.toThrow(/422/);
        await loginAs(t.app, role, row.email, NEW_PASSWORD);

        const again = await reset(role, {
          token,
          password: 'Encore-un-autre',
          password_confirmation: 'Encore-un-autre',
        });
        expect(again.statusCode).toBe(401);
        expect(again.json()).toEqual(INVALID);
      });
    });
  }

  it('stores only the sha256 of the reset token', async () => {
    const row = await makeClient(t.database.db);
    const token = await requestToken('client', row.email);
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'client',
      ownerId: row.id,
      tokenHash: sha256Hex(token),
      usedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses an expired token', async () => {
    const row = await makeMarchand(t.database.db);
    const token = await requestToken('marchand', row.email);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset('marchand', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    await loginAs(t.app, 'marchand', row.email);
  });

  it("refuses another audience's token", async () => {
    const row = await makeClient(t.database.db);
    const token = await requestToken('client', row.email);
    for (const role of ['marchand', 'user'] as const) {
      const res = await reset(role, { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    const ok = await reset('client', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('user', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it("a reset voids the account's other links", async () => {
    const row = await makeClient(t.database.db);
    const first = await requestToken('client', row.email);
    const second = await requestToken('client', row.email);
    expect(first).not.toBe(second);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset('client', { token: second, ...body })).statusCode).toBe(200);
    expect((await reset('client', { token: first, ...body })).statusCode).toBe(401);
  });

  it('uses a token once even when two resets race', async () => {
    const row = await makeAdmin(t.database.db);
    const token = await requestToken('user', row.email);
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const codes = (await Promise.all([reset('user', body), reset('user', body)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 401]);
  });

  it('does not touch other accounts or their sessions', async () => {
    const a = await makeClient(t.database.db);
    const b = await makeSession(t.app, 'client');
    const token = await requestToken('client', a.email);
    await reset('client', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.map((r) => r.ownerId)).toEqual([b.row.id]);
  });

  it('validates the reset fields (422) before looking at the token', async () => {
    const res = await reset('client', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      token: ['Le champ jeton est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
      password_confirmation: ['Le champ confirmation du mot de passe est obligatoire.'],
    });
    const weak = await reset('client', { token: 'abc', password: 'court', password_confirmation: 'autre' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
      password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
    });
  });

  it('refuses a malformed e-mail with 422 on forgot-password', async () => {
    for (const email of ['pas-un-email', '', undefined]) {
      const res = await forgot('client', { email });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['email']);
    }
  });

  it('logs a failed e-mail instead of failing the reply', async () => {
    const row = await makeClient(t.database.db);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await forgot('client', { email: row.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT });
      await settlePendingMail();
      await t.app.jobs.drain();
    } finally {
      t.mailer.send = send;
    }
  });
});

describe('reset links without APP_URL', () => {
  // Behind a trusted proxy (the test's socket address): the host and protocol it forwards are the
  // site's address.
  const t = useTestApp({ TRUST_PROXY: ['127.0.0.1'] });

  it('point at the address the app was asked on (Host header)', async () => {
    const row = await makeClient(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/forgot-password',
      payload: { email: row.email },
      headers: { host: 'souk.local:4101' },
    });
    expect(res.statusCode).toBe(200);
    await settlePendingMail();
    await t.app.jobs.drain();
    expect(t.mailer.sent[0].text).toMatch(/http:\/\/souk\.local:4101\/reset-password\/[A-Za-z0-9_-]{43}\b/);
    expect(t.mailer.sent[0].text).not.toContain('localhost:3000');
  });

  it('follow the host and protocol forwarded by a trusted proxy', async () => {
    const row = await makeMarchand(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/marchand/forgot-password',
      payload: { email: row.email },
      headers: { host: '127.0.0.1:4101', 'x-forwarded-host': 'souk.dz', 'x-forwarded-proto': 'https' },
    });
    await settlePendingMail();
    await t.app.jobs.drain();
    expect(t.mailer.sent[0].text).toMatch(
      /https:\/\/souk\.dz\/reset-password-partenaire\/[A-Za-z0-9_-]{43}\b/,
    );
  });
});
