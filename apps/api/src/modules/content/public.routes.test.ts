import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeFondateur, setAbout } from '../../../test/factories';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';

describe('GET /api/v1/about', () => {
  const t = useTestApp();

  it('answers empty fields on a site that is not configured yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: null, description: null, fondateurs: [] });
  });

  it('answers the site information with its founders, in the documented field names', async () => {
    await setAbout(t.database.db, {
      email: 'contact@souk.dz',
      telephone: '0550 12 34 56',
      adresse: 'Alger',
      latitude: 36.75,
      longitude: 3.04,
      facebook: 'https://facebook.com/souk',
      condition: 'Conditions',
      politique: 'Politique',
    });
    await makeFondateur(t.database.db, { nom: 'Benali', prenom: 'Amine', urlPhoto: '/media/a.webp' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/about' });
    const data = res.json().data;
    expect(data).toMatchObject({
      email: 'contact@souk.dz',
      telephone: '0550 12 34 56',
      adresse: 'Alger',
      latitude: 36.75,
      longitude: 3.04,
      facebook: 'https://facebook.com/souk',
      condition: 'Conditions',
      politique: 'Politique',
    });
    expect(data.fondateurs).toEqual([
      expect.objectContaining({ nom: 'Benali', prenom: 'Amine', url_photo: '/media/a.webp' }),
    ]);
    expect(Object.keys(data.fondateurs[0])).not.toContain('urlPhoto');
  });

  it('carries the return period of the money settings, the edited one from the next read', async () => {
    const about = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/about' })).json().data;
    expect((await about()).delai_retour_jours).toBe(30);
    const a = await makeBackofficeActors(t.app);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/financesConfigEdit',
      headers: a.headers.admin,
      payload: {
        commission_defaut: 10,
        delai_retenue_jours: 7,
        delai_retour_jours: 14,
        versement_minimum: 1000,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await about()).delai_retour_jours).toBe(14);
    // The administrator's configuration screen has no such field (it is edited with the money settings).
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/aboutShow',
      headers: a.headers.admin,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).not.toHaveProperty('delai_retour_jours');
  });
});

describe('GET /api/v1/about/summary', () => {
  const t = useTestApp();

  it('answers what every storefront page shows: contact lines, links, description, return period', async () => {
    await setAbout(t.database.db, {
      email: 'contact@souk.dz',
      telephone: '0550 12 34 56',
      adresse: 'Alger',
      description: 'La marketplace',
      facebook: 'https://facebook.com/souk',
      condition: 'Conditions',
      politique: 'Politique',
    });
    await makeFondateur(t.database.db, { nom: 'Benali', prenom: 'Amine' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/about/summary' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.json().data).toEqual({
      email: 'contact@souk.dz',
      telephone: '0550 12 34 56',
      adresse: 'Alger',
      description: 'La marketplace',
      facebook: 'https://facebook.com/souk',
      twitter: null,
      linkedin: null,
      instagram: null,
      delai_retour_jours: 30,
    });
  });
});
