import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeFondateur, setAbout } from '../../../test/factories';
import { about } from '../../db/schema/content';
import { IMAGE_MESSAGE } from '../../lib/media';
import { call, mediaExists, NOT_AN_IMAGE, png } from '../article-management/article-management.fixtures';
import { contentSessions } from './content-admin.fixtures';

describe('admin configuration (v1/user/aboutShow, aboutAdd)', () => {
  const t = useTestApp();
  let admin: string;

  beforeEach(async () => {
    admin = (await contentSessions(t.app)).admin;
  });

  const form = (over: object = {}) => ({
    email: 'contact@souk.dz',
    telephone: '021 23 45 67',
    adresse: '12 rue Didouche Mourad, Alger',
    latitude: '36.7529',
    longitude: 3.042,
    facebook: 'https://facebook.com/souk',
    instagram: '',
    linkedin: null,
    twitter: 'https://x.com/souk',
    description: 'Souk réunit les meilleurs magasins algériens.',
    condition: "Article 1 : conditions d'utilisation.",
    politique: 'Vos données restent en Algérie.',
    ...over,
  });

  it('shows empty fields on a site not configured yet', async () => {
    const res = await call(t.app, 'GET', 'v1/user/aboutShow', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: null, condition: null, politique: null, url_logo: null });
    expect(res.json().data).not.toHaveProperty('fondateurs');
  });

  it('writes every field, and the storefront v1/about shows them at once', async () => {
    await makeFondateur(t.database.db, { nom: 'Benali' });
    const res = await call(t.app, 'POST', 'v1/user/aboutAdd', admin, form({ url_logo: await png() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Modification avec success');
    const expected = {
      email: 'contact@souk.dz',
      telephone: '021234567',
      adresse: '12 rue Didouche Mourad, Alger',
      latitude: 36.7529,
      longitude: 3.042,
      facebook: 'https://facebook.com/souk',
      instagram: null,
      linkedin: null,
      twitter: 'https://x.com/souk',
      description: 'Souk réunit les meilleurs magasins algériens.',
      condition: "Article 1 : conditions d'utilisation.",
      politique: 'Vos données restent en Algérie.',
      url_logo: expect.stringMatching(/^\/media\/.+\.webp$/),
    };
    expect(res.json().data).toEqual(expected);
    expect(mediaExists(t, res.json().data.url_logo)).toBe(true);

    const shown = (await call(t.app, 'GET', 'v1/user/aboutShow', admin)).json().data;
    expect(shown).toEqual(expected);
    const storefront = (await t.app.inject({ method: 'GET', url: '/api/v1/about' })).json().data;
    expect(storefront).toMatchObject({ ...expected, url_logo: res.json().data.url_logo });
    expect(storefront.fondateurs).toHaveLength(1);
  });

  it('keeps the logo when none is sent, replaces it when a new one is', async () => {
    await setAbout(t.database.db, { urlLogo: '/media/seed/logo.webp' });
    const kept = await call(
      t.app,
      'POST',
      'v1/user/aboutAdd',
      admin,
      form({ condition: 'Nouvelles conditions' }),
    );
    expect(kept.json().data).toMatchObject({
      url_logo: '/media/seed/logo.webp',
      condition: 'Nouvelles conditions',
    });
    const first = (
      await call(t.app, 'POST', 'v1/user/aboutAdd', admin, form({ url_logo: await png() }))
    ).json().data.url_logo;
    const second = (
      await call(t.app, 'POST', 'v1/user/aboutAdd', admin, form({ url_logo: await png('#ff0000') }))
    ).json().data.url_logo;
    expect(second).not.toBe(first);
    expect(mediaExists(t, first)).toBe(false);
    expect(await t.database.db.select().from(about)).toHaveLength(1);
  });

  it('answers French field messages and changes nothing on bad input', async () => {
    await setAbout(t.database.db, { email: 'avant@souk.dz' });
    const res = await call(t.app, 'POST', 'v1/user/aboutAdd', admin, {
      email: 'non',
      latitude: 120,
      longitude: 'est',
      facebook: 'souk',
      url_logo: NOT_AN_IMAGE,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Le champ email doit être une adresse e-mail valide.'],
      telephone: ['Le champ téléphone est obligatoire.'],
      adresse: ['Le champ adresse est obligatoire.'],
      latitude: ['La valeur du champ latitude doit être inférieure ou égale à 90.'],
      longitude: ['Le champ longitude doit être un nombre.'],
      facebook: ['Le champ facebook doit être une URL valide.'],
      description: ['Le champ description est obligatoire.'],
    });
    const logo = await call(t.app, 'POST', 'v1/user/aboutAdd', admin, form({ url_logo: NOT_AN_IMAGE }));
    expect(logo.json().errors).toEqual({ url_logo: [IMAGE_MESSAGE] });
    const [row] = await t.database.db.select().from(about);
    expect(row.email).toBe('avant@souk.dz');
  });
});
