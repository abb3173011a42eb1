import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { sponsors } from '../../db/schema/content';
import { IMAGE_MESSAGE } from '../../lib/media';
import { call, mediaExists, NOT_AN_IMAGE, png } from '../article-management/article-management.fixtures';
import { contentSessions } from './content-admin.fixtures';

describe('admin sponsors (v1/user/sponsors, sponsorAdd, sponsorEdit, sponsorDelete)', () => {
  const t = useTestApp();
  let admin: string;

  beforeEach(async () => {
    admin = (await contentSessions(t.app)).admin;
  });

  const add = async (over: object = {}) =>
    call(t.app, 'POST', 'v1/user/sponsorAdd', admin, {
      nom: 'Djezzy',
      url: 'https://www.djezzy.dz',
      url_logo: await png(),
      ...over,
    });

  it('creates a sponsor with a stored logo, shown by the storefront at once', async () => {
    const res = await add();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Creation avec success',
      data: {
        id: expect.any(Number),
        nom: 'Djezzy',
        url: 'https://www.djezzy.dz',
        url_logo: expect.any(String),
      },
    });
    const logo = res.json().data.url_logo;
    expect(logo).toMatch(/^\/media\/.+\.webp$/);
    expect(mediaExists(t, logo)).toBe(true);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/sponsors' })).json();
    expect(pub.data).toEqual([res.json().data]);
  });

  it('answers French field messages and writes nothing on bad input', async () => {
    const empty = await call(t.app, 'POST', 'v1/user/sponsorAdd', admin, { url: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      nom: ['Le champ nom est obligatoire.'],
      url_logo: ['Le champ logo est obligatoire.'],
    });
    const bad = await add({ url: 'javascript:alert(1)', url_logo: NOT_AN_IMAGE });
    expect(bad.json().errors).toEqual({ url: ['Le champ url doit être une URL valide.'] });
    const badLogo = await add({ url_logo: NOT_AN_IMAGE });
    expect(badLogo.json().errors).toEqual({ url_logo: [IMAGE_MESSAGE] });
    expect(await t.database.db.select().from(sponsors)).toEqual([]);
  });

  it('accepts a sponsor without a site (empty link)', async () => {
    const res = await add({ url: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toBeNull();
  });

  it('lists newest first, 10 a page, with a search on name and site', async () => {
    for (let i = 1; i <= 11; i++) {
      await t.database.db
        .insert(sponsors)
        .values({ nom: i === 3 ? 'Yalidine Express' : `Sponsor ${i}`, url: `https://s${i}.dz` });
    }
    const first = (await call(t.app, 'GET', 'v1/user/sponsors', admin)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].nom).toBe('Sponsor 11');
    expect(first.meta).toMatchObject({ total: 11, last_page: 2, per_page: 10 });
    const found = (await call(t.app, 'GET', 'v1/user/sponsors?search=yalidine', admin)).json();
    expect(found.data.map((s: { nom: string }) => s.nom)).toEqual(['Yalidine Express']);
    const bySite = (await call(t.app, 'GET', 'v1/user/sponsors?search=s7.dz', admin)).json();
    expect(bySite.data.map((s: { nom: string }) => s.nom)).toEqual(['Sponsor 7']);
  });

  it('edits, keeping the logo unless a new one is sent, then deletes with the file', async () => {
    const created = (await add()).json().data;
    const kept = await call(t.app, 'POST', `v1/user/sponsorEdit/${created.id}`, admin, {
      nom: 'Ooredoo',
      url: 'https://www.ooredoo.dz',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      message: 'Modification avec success',
      data: { id: created.id, nom: 'Ooredoo', url: 'https://www.ooredoo.dz', url_logo: created.url_logo },
    });
    const changed = (
      await call(t.app, 'POST', `v1/user/sponsorEdit/${created.id}`, admin, {
        nom: 'Ooredoo',
        url: '',
        url_logo: await png('#ff0000'),
      })
    ).json().data;
    expect(changed.url).toBeNull();
    expect(changed.url_logo).not.toBe(created.url_logo);
    expect(mediaExists(t, created.url_logo)).toBe(false);

    const del = await call(t.app, 'DELETE', `v1/user/sponsorDelete/${created.id}`, admin);
    expect(del.json()).toEqual({ message: 'Suppression avec success' });
    expect(await t.database.db.select().from(sponsors)).toEqual([]);
    expect(mediaExists(t, changed.url_logo)).toBe(false);
  });

  it('answers 404 for an unknown sponsor', async () => {
    const edit = await call(t.app, 'POST', 'v1/user/sponsorEdit/999', admin, { nom: 'X' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Sponsor introuvable.');
    expect((await call(t.app, 'DELETE', 'v1/user/sponsorDelete/999', admin)).statusCode).toBe(404);
  });
});
