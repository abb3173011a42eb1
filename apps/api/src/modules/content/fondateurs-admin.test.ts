import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeFondateur } from '../../../test/factories';
import { fondateurs } from '../../db/schema/content';
import { call, mediaExists, png } from '../article-management/article-management.fixtures';
import { contentSessions } from './content-admin.fixtures';

describe('admin founders (v1/user/fondateurs, fondateurAdd, fondateurEdit, fondateurDelete)', () => {
  const t = useTestApp();
  let admin: string;

  beforeEach(async () => {
    admin = (await contentSessions(t.app)).admin;
  });

  const form = async (over: object = {}) => ({
    nom: 'Benali',
    prenom: 'Amine',
    email: 'Amine@Souk.dz',
    telephone: '0550 12 34 56',
    facebook: 'https://facebook.com/amine',
    instagram: '',
    linkedin: 'https://linkedin.com/in/amine',
    twitter: null,
    url_photo: await png(),
    ...over,
  });

  it('creates a founder shown on the storefront About page', async () => {
    const res = await call(t.app, 'POST', 'v1/user/fondateurAdd', admin, await form());
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Creation avec success');
    expect(data).toEqual({
      id: expect.any(Number),
      nom: 'Benali',
      prenom: 'Amine',
      email: 'amine@souk.dz',
      telephone: '0550123456',
      facebook: 'https://facebook.com/amine',
      instagram: null,
      linkedin: 'https://linkedin.com/in/amine',
      twitter: null,
      url_photo: expect.stringMatching(/^\/media\/.+\.webp$/),
    });
    expect(mediaExists(t, data.url_photo)).toBe(true);
    const about = (await t.app.inject({ method: 'GET', url: '/api/v1/about' })).json().data;
    expect(about.fondateurs).toEqual([data]);
  });

  it('answers French field messages per field', async () => {
    const res = await call(t.app, 'POST', 'v1/user/fondateurAdd', admin, {
      email: 'pas-un-email',
      telephone: '123',
      facebook: 'facebook',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nom: ['Le champ nom est obligatoire.'],
      prenom: ['Le champ prénom est obligatoire.'],
      email: ['Le champ email doit être une adresse e-mail valide.'],
      telephone: ['Le champ téléphone doit être un numéro de téléphone algérien valide (ex. 0550 12 34 56).'],
      facebook: ['Le champ facebook doit être une URL valide.'],
      url_photo: ['Le champ photo est obligatoire.'],
    });
    expect(await t.database.db.select().from(fondateurs)).toEqual([]);
  });

  it('lists 12 a page with a search on names, e-mail and phone', async () => {
    for (let i = 0; i < 12; i++) await makeFondateur(t.database.db);
    await makeFondateur(t.database.db, { nom: 'Haddad', prenom: 'Yasmine', email: 'yasmine@souk.dz' });
    const first = (await call(t.app, 'GET', 'v1/user/fondateurs', admin)).json();
    expect(first.data).toHaveLength(12);
    expect(first.meta).toMatchObject({ total: 13, last_page: 2 });
    const found = (await call(t.app, 'GET', 'v1/user/fondateurs?search=YASM', admin)).json();
    expect(found.data.map((f: { nom: string }) => f.nom)).toEqual(['Haddad']);
  });

  it('edits (photo only when a new one is sent) and deletes', async () => {
    const created = (await call(t.app, 'POST', 'v1/user/fondateurAdd', admin, await form())).json().data;
    const { url_photo: _photo, ...fields } = await form({ prenom: 'Karim' });
    const edit = await call(t.app, 'POST', `v1/user/fondateurEdit/${created.id}`, admin, fields);
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      message: 'Modification avec success',
      data: { prenom: 'Karim', url_photo: created.url_photo },
    });
    const photo = (
      await call(t.app, 'POST', `v1/user/fondateurEdit/${created.id}`, admin, {
        ...fields,
        url_photo: await png('#ff0000'),
      })
    ).json().data.url_photo;
    expect(photo).not.toBe(created.url_photo);
    expect(mediaExists(t, created.url_photo)).toBe(false);

    const del = await call(t.app, 'DELETE', `v1/user/fondateurDelete/${created.id}`, admin);
    expect(del.json()).toEqual({ message: 'Suppression avec success' });
    expect(await t.database.db.select().from(fondateurs)).toEqual([]);
    expect(mediaExists(t, photo)).toBe(false);
    expect((await call(t.app, 'DELETE', `v1/user/fondateurDelete/${created.id}`, admin)).statusCode).toBe(
      404,
    );
    const missing = await call(t.app, 'POST', 'v1/user/fondateurEdit/999', admin, fields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Fondateur introuvable.');
  });
});
