import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeFondateur, setAbout } from '../../../test/factories';

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
});
