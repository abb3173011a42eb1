import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand } from '../../../test/factories';

describe('GET /api/v1/marchands — the pagination envelope', () => {
  const t = useTestApp();

  async function shops(n: number) {
    for (let i = 0; i < n; i++) {
      await makeMarchand(t.database.db, { designationMagasin: `Boutique ${String(i).padStart(2, '0')}` });
    }
  }

  it('answers data, links and meta like Laravel, 12 cards a page', async () => {
    await shops(14);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/marchands' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(12);
    expect(body.data[0]).toMatchObject({ designation_magasin: 'Boutique 00', wilaya_magasin: '16 - Alger' });
    expect(body.data[0]).not.toHaveProperty('password');
    expect(body.links).toEqual({
      first: '/api/v1/marchands?page=1',
      last: '/api/v1/marchands?page=2',
      prev: null,
      next: '/api/v1/marchands?page=2',
    });
    expect(body.meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 12,
      total: 14,
      from: 1,
      to: 12,
      path: '/api/v1/marchands',
    });
    expect(body.meta.links).toEqual([
      { url: null, label: '&laquo; Précédent', active: false },
      { url: '/api/v1/marchands?page=1', label: '1', active: true },
      { url: '/api/v1/marchands?page=2', label: '2', active: false },
      { url: '/api/v1/marchands?page=2', label: 'Suivant &raquo;', active: false },
    ]);
    const page2 = (await t.app.inject({ method: 'GET', url: body.links.next })).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.meta).toMatchObject({ current_page: 2, from: 13, to: 14 });
  });

  it('keeps the active filters in every link', async () => {
    await shops(13);
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/marchands?search=Boutique' })).json();
    expect(body.meta.total).toBe(13);
    expect(body.links.next).toBe('/api/v1/marchands?search=Boutique&page=2');
    const none = (await t.app.inject({ method: 'GET', url: '/api/v1/marchands?search=zzz' })).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0, from: null, to: null, last_page: 1 } });
  });

  it('reads a malformed page as page 1 and hides blocked stores', async () => {
    await shops(2);
    await makeMarchand(t.database.db, { designationMagasin: 'Bloquée', valide: false });
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/marchands?page=abc' })).json();
    expect(body.meta.current_page).toBe(1);
    expect(body.data.map((s: { designation_magasin: string }) => s.designation_magasin)).not.toContain(
      'Bloquée',
    );
    expect(body.meta.total).toBe(2);
  });
});

describe('GET /api/v1/marchandShow/{slug}', () => {
  const t = useTestApp();

  it('answers the store’s contact details', async () => {
    await makeMarchand(t.database.db, {
      slug: 'electro-oran',
      designationMagasin: 'Électro Oran',
      wilayaMagasin: '31 - Oran',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/marchandShow/electro-oran' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'electro-oran',
      designation_magasin: 'Électro Oran',
      wilaya_magasin: '31 - Oran',
    });
    expect(res.json().data).not.toHaveProperty('password');
  });

  it('answers 404 for an unknown or blocked store', async () => {
    await makeMarchand(t.database.db, { slug: 'bloque', valide: false });
    for (const slug of ['inconnu', 'bloque']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/marchandShow/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Magasin introuvable.' });
    }
  });
});
