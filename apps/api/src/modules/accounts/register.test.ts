import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens, admins, clients } from '../../db/schema/accounts';
import { sha256Hex } from '../../lib/tokens';
import { bearer, makeAdmin, makeClient, makeSession } from './accounts.fixtures';

const ARGON2ID_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';
const TAKEN = 'Cette adresse email est déjà utilisée.';
const FORBIDDEN = { message: 'Action non autorisée.' };

const validClient = {
  nom: 'Benali',
  prenom: 'Amina',
  email: 'Amina@Exemple.dz',
  telephone: '0550 12 34 56',
  adresse: '12 rue Didouche Mourad',
  wilaya: '16 - Alger',
  genre: 'femme',
  password: 'une phrase de passe',
  password_confirmation: 'une phrase de passe',
};

describe('POST /api/v1/client/register', () => {
  const t = useTestApp();
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client/register', payload });

  it('creates the client, logs it in and replies 201 { client, token }', async () => {
    const res = await register(validClient);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['client', 'token']);
    expect(body.client).toMatchObject({
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@exemple.dz',
      telephone: '0550123456',
      adresse: '12 rue Didouche Mourad',
      wilaya: '16 - Alger',
      genre: 'femme',
      url_photo: null,
      description: null,
    });
    expect(body.client.slug).toMatch(/^amina-benali-[0-9a-f]{6}$/);
    expect(new Date(body.client.created_at).toISOString()).toBe(body.client.created_at);
    expect(res.body).not.toContain('password');

    const [row] = await t.database.db.select().from(clients);
    expect(row.id).toBe(body.client.id);
    expect(row.valide).toBe(true);
    expect(row.password.startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(row.password).not.toContain('une phrase de passe');
    const [token] = await t.database.db.select().from(accessTokens);
    expect(token).toMatchObject({ role: 'client', ownerId: row.id, tokenHash: sha256Hex(body.token) });
  });

  it("records the visitor's language (the client's invoices are written in it), French by default", async () => {
    expect((await register({ ...validClient, langue: 'ar' })).statusCode).toBe(201);
    expect((await register({ ...validClient, email: 'yacine@exemple.dz' })).statusCode).toBe(201);
    const rows = await t.database.db.select({ email: clients.email, langue: clients.langue }).from(clients);
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'amina@exemple.dz', langue: 'ar' },
      { email: 'yacine@exemple.dz', langue: 'fr' },
    ]);
    const bad = await register({ ...validClient, email: 'karim@exemple.dz', langue: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.langue).toBeDefined();
  });

  it('gives a working token', async () => {
    const { token } = (await register(validClient)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/client/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the Algerian phone formats and no genre', async () => {
    const phones = ['0550123456', '+213550123456', '+213 6 61 23 45 67', '00213770123456', '021 23 45 67'];
    for (const [i, telephone] of phones.entries()) {
      const { genre: _, ...rest } = validClient;
      const res = await register({ ...rest, email: `c${i}@exemple.dz`, telephone });
      expect(res.statusCode, telephone).toBe(201);
      expect(res.json().client.genre).toBeNull();
    }
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    await makeClient(t.database.db, { email: 'amina@exemple.dz' });
    const res = await register(validClient);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: TAKEN,
      errors: { email: [TAKEN] },
      codes: { email: [{ code: 'email_taken', params: {} }] },
    });
    expect(await t.database.db.select().from(clients)).toHaveLength(1);
  });

  it('keeps one account when two registrations race for an address', async () => {
    const [a, b] = await Promise.all([register(validClient), register(validClient)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await t.database.db.select().from(clients)).toHaveLength(1);
  });

  it('reports every invalid field under its key, in French', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'nom',
        'prenom',
        'email',
        'telephone',
        'adresse',
        'wilaya',
        'password',
        'password_confirmation',
      ].sort(),
    );
    expect(errors.nom).toEqual(['Le champ nom est obligatoire.']);
    expect(errors.prenom).toEqual(['Le champ prénom est obligatoire.']);
    expect(errors.wilaya).toEqual(['Le champ wilaya est obligatoire.']);
    expect(errors.password_confirmation).toEqual(['Le champ confirmation du mot de passe est obligatoire.']);
    expect(message).toBe('Le champ nom est obligatoire. (et 7 erreurs en plus)');
  });

  it('checks formats: phone, wilaya, genre, password length and confirmation', async () => {
    const res = await register({
      ...validClient,
      telephone: '12345',
      wilaya: 'Alger',
      genre: 'autre',
      password: 'court',
      password_confirmation: 'autre',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      telephone: ['Le champ téléphone doit être un numéro de téléphone algérien valide (ex. 0550 12 34 56).'],
      wilaya: ['Le champ wilaya sélectionné est invalide.'],
      genre: ['Le champ genre sélectionné est invalide.'],
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
      password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
    });
    expect(await t.database.db.select().from(clients)).toHaveLength(0);
  });

  it('reports a confirmation mismatch on password_confirmation', async () => {
    const res = await register({ ...validClient, password_confirmation: 'autre phrase de passe' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
    });
  });

  it('accepts a long passphrase as it is', async () => {
    // 200 two-byte characters: far beyond bcrypt's 72 bytes; words around them pass the strength check.
    const password = `Le figuier de Tlemcen ${'é'.repeat(200)} fin`;
    const res = await register({ ...validClient, password, password_confirmation: password });
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/login',
      payload: { email: validClient.email, password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('POST /api/v1/user/register', () => {
  const t = useTestApp();
  const payload = {
    name: 'Nadia Admin',
    email: 'Nadia@Souk.dz',
    password: 'Chef-Souk-2026',
    password_confirmation: 'Chef-Souk-2026',
  };
  const register = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body, headers });

  it('creates the first admin without a token (bootstrap): 201 { user }', async () => {
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ user: { id: expect.any(Number), name: 'Nadia Admin', email: 'nadia@souk.dz' } });
    const [row] = await t.database.db.select().from(admins);
    expect(row.password.startsWith(ARGON2ID_PREFIX)).toBe(true);
    // No session is opened: the screen goes to the admin login.
    expect(await t.database.db.select().from(accessTokens)).toHaveLength(0);
  });

  it('refuses a visitor once an admin exists', async () => {
    await makeAdmin(t.database.db);
    const res = await register(payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    // Refused before validation: the form's rules are not revealed either.
    expect((await register({})).statusCode).toBe(403);
    expect(await t.database.db.select().from(admins)).toHaveLength(1);
  });

  it('lets a logged-in admin add an admin', async () => {
    const { token } = await makeSession(t.app, 'user');
    const res = await register(payload, bearer(token));
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(admins)).toHaveLength(2);
  });

  it('refuses client and partner tokens, and garbage tokens, once an admin exists', async () => {
    await makeAdmin(t.database.db);
    for (const role of ['client', 'marchand'] as const) {
      const { token } = await makeSession(t.app, role);
      const res = await register(payload, bearer(token));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect((await register(payload, bearer('n'.repeat(43)))).statusCode).toBe(403);
  });

  it('refuses an e-mail already used by an admin', async () => {
    const { token } = await makeSession(t.app, 'user');
    await makeAdmin(t.database.db, { email: 'nadia@souk.dz' });
    const res = await register(payload, bearer(token));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [TAKEN] });
  });

  it('validates the fields (during bootstrap)', async () => {
    const res = await register({ email: 'x', password: 'court', password_confirmation: 'court' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Le champ nom est obligatoire.'],
      email: ['Le champ email doit être une adresse e-mail valide.'],
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
    });
    const mismatch = await register({ ...payload, password_confirmation: 'autre chose' });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
    });
  });

  it('creates a single first admin when two bootstrap calls race', async () => {
    const [a, b] = await Promise.all([register(payload), register({ ...payload, email: 'second@souk.dz' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
    expect(await t.database.db.select().from(admins)).toHaveLength(1);
  });
});
