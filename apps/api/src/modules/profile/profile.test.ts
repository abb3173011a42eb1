import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens, clients } from '../../db/schema/accounts';
import { bearer, loginAs, makeClient, TEST_PASSWORD } from '../accounts/accounts.fixtures';
import { clientWithToken, otherRoleHeaders } from '../orders/orders.fixtures';

const pngDataUrl = async (color: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const profile = {
  nom: 'Saidi',
  prenom: 'Nesrine',
  genre: 'femme',
  telephone: '0770 12 34 56',
  adresse: '5 rue Ben Boulaid',
  wilaya: '25 - Constantine',
  facebook: 'https://facebook.com/nesrine.saidi',
  instagram: '',
  linkedin: null,
  twitter: 'https://x.com/nesrine',
};

describe('client profile: profilShow and profilEdit', () => {
  const t = useTestApp();
  const show = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/profilShow', headers });
  const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client/profilEdit', headers, payload });

  it('shows the client as login and register reply it, never the password', async () => {
    const { client, headers } = await clientWithToken(t.app);
    const res = await show(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: client.id,
      email: client.email,
      nom: client.nom,
      wilaya: client.wilaya,
      url_photo: null,
    });
    expect(res.json().data).not.toHaveProperty('password');
  });

  it('saves the profile; the e-mail is not changed here', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app, { instagram: 'https://instagram.com/old' });
    const res = await edit(headers, { ...profile, email: 'autre@exemple.dz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Modification avec success');
    expect(res.json().data).toMatchObject({
      email: client.email,
      nom: 'Saidi',
      prenom: 'Nesrine',
      genre: 'femme',
      telephone: '0770123456',
      adresse: '5 rue Ben Boulaid',
      wilaya: '25 - Constantine',
      facebook: 'https://facebook.com/nesrine.saidi',
      instagram: null,
      linkedin: null,
      twitter: 'https://x.com/nesrine',
    });
    expect((await show(headers)).json().data).toEqual(res.json().data);
    const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.email).toBe(client.email);
    expect(row.password).toBe(client.password);
  });

  it('replaces the photo, removing the old files', async () => {
    const { headers } = await clientWithToken(t.app);
    const first = await edit(headers, { ...profile, url_photo: await pngDataUrl('#c0392b') });
    expect(first.statusCode).toBe(200);
    const oldUrl = first.json().data.url_photo;
    expect(oldUrl).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
    // Sending the current URL back (or nothing) keeps the photo.
    const same = await edit(headers, { ...profile, url_photo: oldUrl });
    expect(same.json().data.url_photo).toBe(oldUrl);
    expect((await edit(headers, profile)).json().data.url_photo).toBe(oldUrl);

    const second = await edit(headers, { ...profile, url_photo: await pngDataUrl('#27ae60') });
    const newUrl = second.json().data.url_photo;
    expect(newUrl).not.toBe(oldUrl);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('changes the password and ends the other sessions, not the current one', async () => {
    const db = t.database.db;
    const client = await makeClient(db);
    const current = await loginAs(t.app, 'client', client.email);
    const elsewhere = await loginAs(t.app, 'client', client.email);
    const res = await edit(bearer(current), {
      ...profile,
      password: 'NouveauMotDePasse2026',
      password_confirmation: 'NouveauMotDePasse2026',
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await show(bearer(current))).statusCode).toBe(200);
    expect((await show(bearer(elsewhere))).statusCode).toBe(401);
    expect(await db.select().from(accessTokens).where(eq(accessTokens.ownerId, client.id))).toHaveLength(1);
    await loginAs(t.app, 'client', client.email, 'NouveauMotDePasse2026');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/login',
      payload: { email: client.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
  });

  it('needs the current password to set a new one (422, French), and changes nothing without it', async () => {
    const db = t.database.db;
    const client = await makeClient(db);
    const current = await loginAs(t.app, 'client', client.email);
    const elsewhere = await loginAs(t.app, 'client', client.email);
    const change = {
      ...profile,
      password: 'NouveauMotDePasse2026',
      password_confirmation: 'NouveauMotDePasse2026',
    };
    const missing = await edit(bearer(current), change);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Le mot de passe actuel est obligatoire.',
      errors: { current_password: ['Le mot de passe actuel est obligatoire.'] },
      codes: { current_password: [{ code: 'current_password_required', params: {} }] },
    });
    const wrong = await edit(bearer(current), { ...change, current_password: 'PasLeBon-2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
    // Nothing changed: the old password still works and the other session is still open.
    expect((await show(bearer(elsewhere))).statusCode).toBe(200);
    await loginAs(t.app, 'client', client.email, TEST_PASSWORD);
    // Other fields are saved without it when no new password is typed.
    const plain = await edit(bearer(current), { ...profile, nom: 'Sans-Mot-De-Passe' });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('stops a session that guesses the current password: 429 after five checks, the right one clears the count', async () => {
    const client = await makeClient(t.database.db);
    const token = await loginAs(t.app, 'client', client.email);
    const change = {
      ...profile,
      password: 'NouveauMotDePasse2026',
      password_confirmation: 'NouveauMotDePasse2026',
    };
    const guess = (current_password: string) => edit(bearer(token), { ...change, current_password });
    // Four wrong guesses, then the owner's right password: the count starts again.
    for (let i = 0; i < 4; i++) expect((await guess(`Mauvais-${i}-2026`)).statusCode).toBe(422);
    const right = await edit(bearer(token), { ...profile, nom: 'Encore' });
    expect(right.statusCode).toBe(200);
    const owner = await guess(TEST_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    // Now five wrong guesses use the window up: the sixth check is refused, even with the right password.
    for (let i = 0; i < 5; i++) expect((await guess(`Mauvais-${i}-2026`)).statusCode).toBe(422);
    const refused = await guess('NouveauMotDePasse2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(
      /^Trop de tentatives avec un mot de passe actuel incorrect\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    // Other fields still save: only the password checks are stopped.
    expect((await edit(bearer(token), { ...profile, nom: 'Toujours' })).statusCode).toBe(200);
  });

  it('answers 422 with per-field French messages and changes nothing', async () => {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { password: 'NouveauMotDePasse', password_confirmation: 'Autre', current_password: TEST_PASSWORD },
        { password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'] },
      ],
      [
        { password: 'NouveauMotDePasse' },
        {
          password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
          current_password: ['Le mot de passe actuel est obligatoire.'],
        },
      ],
      [
        { password: 'court', password_confirmation: 'court', current_password: TEST_PASSWORD },
        { password: ['Le champ mot de passe doit contenir au moins 8 caractères.'] },
      ],
      [{ genre: 'autre' }, { genre: ['Le champ genre sélectionné est invalide.'] }],
      [{ wilaya: 'Alger' }, { wilaya: ['Le champ wilaya sélectionné est invalide.'] }],
      [{ facebook: 'javascript:alert(1)' }, { facebook: ['Le champ facebook doit être une URL valide.'] }],
      [
        { telephone: '+33 6 12 34 56 78' },
        {
          telephone: [
            'Le champ téléphone doit être un numéro de téléphone algérien valide (ex. 0550 12 34 56).',
          ],
        },
      ],
      [
        { url_photo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
        { url_photo: ['Le champ image doit être une image valide (JPEG, PNG, WebP ou GIF).'] },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await edit(headers, { ...profile, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const empty = await edit(headers, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['adresse', 'genre', 'nom', 'prenom', 'telephone', 'wilaya'].sort(),
    );
    expect(empty.json().errors.nom).toEqual(['Le champ nom est obligatoire.']);
    const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toEqual(client);
  });

  it('needs a client token: 401 without, 403 for a partner or an admin', async () => {
    const { partner, admin } = await otherRoleHeaders(t.app);
    expect((await show({})).statusCode).toBe(401);
    expect((await edit({}, profile)).statusCode).toBe(401);
    for (const headers of [partner, admin]) {
      expect((await show(headers)).statusCode).toBe(403);
      expect((await edit(headers, profile)).statusCode).toBe(403);
    }
  });
});

describe('client language: v1/client/langue', () => {
  const t = useTestApp();
  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client/langue', headers, payload });
  const langueOf = async (id: number) =>
    (await t.database.db.select({ langue: clients.langue }).from(clients).where(eq(clients.id, id)))[0]
      ?.langue;

  it("saves the signed-in client's language, and only its own", async () => {
    const { client, headers } = await clientWithToken(t.app);
    const other = await makeClient(t.database.db, { email: 'autre@exemple.dz' });
    expect(await langueOf(client.id)).toBe('fr');
    const res = await save(headers, { langue: 'ar', client_id: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Langue enregistrée', langue: 'ar' });
    expect(await langueOf(client.id)).toBe('ar');
    expect(await langueOf(other.id)).toBe('fr');
    expect((await save(headers, { langue: 'en' })).statusCode).toBe(200);
    expect(await langueOf(client.id)).toBe('en');
  });

  it('refuses a language the app does not have (422) and needs a client token', async () => {
    const { client, headers } = await clientWithToken(t.app);
    const bad = await save(headers, { langue: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.langue).toBeDefined();
    expect(await langueOf(client.id)).toBe('fr');
    expect((await save({}, { langue: 'ar' })).statusCode).toBe(401);
    const { partner, admin } = await otherRoleHeaders(t.app);
    for (const h of [partner, admin]) expect((await save(h, { langue: 'ar' })).statusCode).toBe(403);
  });
});
