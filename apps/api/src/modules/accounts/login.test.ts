import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens, clients, marchands, type Role } from '../../db/schema/accounts';
import { sha256Hex } from '../../lib/tokens';
import { makeAdmin, makeClient, makeMarchand, TEST_PASSWORD } from './accounts.fixtures';

const BAD = 'Ces identifiants ne correspondent pas à nos enregistrements.';
const BLOCKED = "Votre compte a été bloqué. Veuillez contacter l'administration.";

describe('login of the three audiences', () => {
  const t = useTestApp();
  const login = (role: Role, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/login`, payload: payload as object });

  it('logs a client in: { client, token } with the documented fields and nothing else', async () => {
    const row = await makeClient(t.database.db, { email: 'amina@exemple.dz', facebook: 'fb.com/amina' });
    const res = await login('client', { email: 'amina@exemple.dz', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['client', 'token']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.client).toEqual({
      id: row.id,
      slug: row.slug,
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@exemple.dz',
      telephone: '0550123456',
      genre: 'femme',
      adresse: '12 rue Didouche Mourad',
      wilaya: '16 - Alger',
      url_photo: null,
      facebook: 'fb.com/amina',
      instagram: null,
      linkedin: null,
      twitter: null,
      description: null,
      created_at: row.createdAt.toISOString(),
    });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('valide');
  });

  it('logs a partner in: { marchand, token } with the store fields', async () => {
    const row = await makeMarchand(t.database.db, { email: 'karim@exemple.dz' });
    const res = await login('marchand', { email: 'karim@exemple.dz', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['marchand', 'token']);
    expect(Object.keys(body.marchand).sort()).toEqual(
      [
        'id',
        'slug',
        'nom',
        'prenom',
        'email',
        'telephone',
        'genre',
        'url_photo',
        'designation_magasin',
        'adresse_magasin',
        'wilaya_magasin',
        'url_photo_magasin',
        'description',
        'facebook',
        'instagram',
        'linkedin',
        'twitter',
        'registre_commerce',
        'nif',
        'created_at',
      ].sort(),
    );
    expect(body.marchand).toMatchObject({
      id: row.id,
      designation_magasin: 'Boutique du Sahel',
      wilaya_magasin: '31 - Oran',
      created_at: row.createdAt.toISOString(),
    });
    expect(res.body).not.toContain('password');
  });

  it('logs an admin in: { user: { id, name, email }, token }', async () => {
    const row = await makeAdmin(t.database.db, { email: 'admin@exemple.dz', name: 'Nadia' });
    const res = await login('user', { email: 'admin@exemple.dz', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: row.id, name: 'Nadia', email: 'admin@exemple.dz' },
      token: expect.any(String),
    });
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    await makeClient(t.database.db, { email: 'amina@exemple.dz' });
    const res = await login('client', { email: '  Amina@Exemple.DZ ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('stores only the sha256 of the token, with a 30-day idle expiry', async () => {
    await makeClient(t.database.db, { email: 'amina@exemple.dz' });
    const before = Date.now();
    const { token } = (await login('client', { email: 'amina@exemple.dz', password: TEST_PASSWORD })).json();
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256Hex(token));
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].role).toBe('client');
    const days = (rows[0].expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });

  for (const role of ['client', 'marchand', 'user'] as const) {
    it(`${role}: wrong password and unknown e-mail get the same 422`, async () => {
      const make = role === 'client' ? makeClient : role === 'marchand' ? makeMarchand : makeAdmin;
      const row = await make(t.database.db);
      const expected = {
        message: BAD,
        errors: { email: [BAD] },
        codes: { email: [{ code: 'bad_credentials', params: {} }] },
      };
      const wrong = await login(role, { email: row.email, password: 'pas-le-bon' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual(expected);
      const unknown = await login(role, { email: 'personne@exemple.dz', password: TEST_PASSWORD });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual(expected);
    });
  }

  it("does not open one audience's account through another's login", async () => {
    const client = await makeClient(t.database.db);
    const res = await login('marchand', { email: client.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect((await login('user', { email: client.email, password: TEST_PASSWORD })).statusCode).toBe(422);
  });

  it('validates the fields with French messages', async () => {
    const empty = await login('client', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Le champ email est obligatoire. (et 1 erreur en plus)',
      errors: {
        email: ['Le champ email est obligatoire.'],
        password: ['Le champ mot de passe est obligatoire.'],
      },
      // Each sentence's code and parameters, at the same place (decision 0041).
      codes: {
        email: [{ code: 'required', params: { attribute: 'email' } }],
        password: [{ code: 'required', params: { attribute: 'password' } }],
      },
    });
    const bad = await login('marchand', { email: 'pas-un-email', password: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Le champ email doit être une adresse e-mail valide.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
    expect(bad.json().codes).toEqual({
      email: [{ code: 'email', params: { attribute: 'email' } }],
      password: [{ code: 'required', params: { attribute: 'password' } }],
    });
    const typed = await login('user', { email: 'a@b.dz', password: 12345678 });
    expect(typed.json().errors).toEqual({
      password: ['Le champ mot de passe doit être une chaîne de caractères.'],
    });
    expect(typed.json().codes).toEqual({ password: [{ code: 'string', params: { attribute: 'password' } }] });
  });

  it('refuses a blocked client with 403, but only after the right password', async () => {
    const row = await makeClient(t.database.db, { valide: false });
    const wrong = await login('client', { email: row.email, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(BAD);
    const right = await login('client', { email: row.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: BLOCKED });
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
  });

  it('refuses a blocked store with 403', async () => {
    const row = await makeMarchand(t.database.db, { valide: false });
    const res = await login('marchand', { email: row.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: BLOCKED });
  });

  it('lets an unblocked account in again', async () => {
    const row = await makeClient(t.database.db, { valide: false });
    await t.database.db.update(clients).set({ valide: true }).where(eq(clients.id, row.id));
    expect((await login('client', { email: row.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const store = await makeMarchand(t.database.db, { valide: false });
    await t.database.db.update(marchands).set({ valide: true }).where(eq(marchands.id, store.id));
    expect((await login('marchand', { email: store.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('gives each login its own token', async () => {
    const row = await makeAdmin(t.database.db);
    const a = (await login('user', { email: row.email, password: TEST_PASSWORD })).json().token;
    const b = (await login('user', { email: row.email, password: TEST_PASSWORD })).json().token;
    expect(a).not.toBe(b);
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(2);
  });
});
