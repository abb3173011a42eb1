import { SELLER_LEGAL_MESSAGES } from '@souk/domain/seller-legal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { demandeComptes } from '../../db/schema/content';
import { issueToken } from '../../lib/tokens';
import { bearer, makeAdmin } from '../accounts/accounts.fixtures';

/**
 * Law 18-05: a store carries its commercial register number (RC) and tax id (NIF), set on its
 * profile by the partner or the administrator (or at account creation), shown on the shop page.
 */

const form = (over: object = {}) => ({
  nom: 'Bensalem',
  prenom: 'Yasmine',
  email: 'yasmine@boutique.dz',
  telephone: '0770 11 22 33',
  designation_magasin: 'Atelier Yasmine',
  adresse_magasin: '5 rue Larbi Ben Mhidi',
  wilaya_magasin: '25 - Constantine',
  ...over,
});

async function tokens(app: FastifyInstance) {
  const db = app.database.db;
  const store = await makeMarchand(db, { email: 'yasmine@boutique.dz' });
  const admin = await makeAdmin(db);
  return {
    store,
    partner: bearer(await issueToken(db, 'marchand', store.id)),
    admin: bearer(await issueToken(db, 'user', admin.id)),
  };
}

describe('store legal information (RC, NIF)', () => {
  const t = useTestApp();
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(marchands).where(eq(marchands.id, id)))[0];

  it('is set by the partner (normalised), shown on the profile and on the public shop page', async () => {
    const { store, partner } = await tokens(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/marchand/profilEdit',
      headers: partner,
      payload: form({ registre_commerce: ' 25/00-0412345b19 ', nif: '0001 2500 1234 567' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registre_commerce: '25/00-0412345B19', nif: '000125001234567' });
    const show = await t.app.inject({ method: 'GET', url: '/api/v1/marchand/profilShow', headers: partner });
    expect(show.json().data).toMatchObject({ registre_commerce: '25/00-0412345B19', nif: '000125001234567' });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/marchandShow/${store.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ registre_commerce: '25/00-0412345B19', nif: '000125001234567' });
  });

  it('stays as it is when absent and is removed when blank', async () => {
    const { store, partner } = await tokens(t.app);
    await t.database.db
      .update(marchands)
      .set({ registreCommerce: '25/00-1B19', nif: '000125001234567' })
      .where(eq(marchands.id, store.id));
    const edit = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/marchand/profilEdit', headers: partner, payload });
    expect((await edit(form())).statusCode).toBe(200);
    expect(await rowOf(store.id)).toMatchObject({ registreCommerce: '25/00-1B19', nif: '000125001234567' });
    expect((await edit(form({ registre_commerce: '', nif: '' }))).statusCode).toBe(200);
    expect(await rowOf(store.id)).toMatchObject({ registreCommerce: null, nif: null });
  });

  it('refuses malformed values under their fields, changing nothing', async () => {
    const { store, partner, admin } = await tokens(t.app);
    for (const [headers, url] of [
      [partner, '/api/v1/marchand/profilEdit'],
      [admin, `/api/v1/user/marchandEdit/${store.id}`],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: form({ nom: 'Changé', registre_commerce: '12#4', nif: '123' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        registre_commerce: [SELLER_LEGAL_MESSAGES.registreCommerce],
        nif: [SELLER_LEGAL_MESSAGES.nif],
      });
    }
    expect(await rowOf(store.id)).toMatchObject({ nom: store.nom, registreCommerce: null, nif: null });
  });

  it("is set by an administrator on a store and shown in the store's back-office card", async () => {
    const { store, admin } = await tokens(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/marchandEdit/${store.id}`,
      headers: admin,
      payload: form({ registre_commerce: '16/00-1234567B21', nif: '12345678901234567890' }),
    });
    expect(res.statusCode).toBe(200);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/marchandShow/${store.slug}`,
      headers: admin,
    });
    expect(card.json().data).toMatchObject({
      registre_commerce: '16/00-1234567B21',
      nif: '12345678901234567890',
    });
  });

  it('may be given when the administrator creates the partner account', async () => {
    const db = t.database.db;
    const { admin } = await tokens(t.app);
    const [demande] = await db
      .insert(demandeComptes)
      .values({
        nom: 'Haddad',
        prenom: 'Karim',
        telephone: '0661223344',
        email: 'karim@boutique.dz',
        designationMagasin: 'Électro Bab Ezzouar',
        adresseMagasin: 'Cité 5 juillet',
        wilayaMagasin: '16 - Alger',
        description: 'Électroménager.',
      })
      .returning();
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/createCompte', headers: admin, payload });
    const base = { id: demande.id, password: 'Partenaire2025!', password_confirmation: 'Partenaire2025!' };
    const bad = await create({ ...base, nif: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ nif: [SELLER_LEGAL_MESSAGES.nif] });
    const res = await create({ ...base, registre_commerce: '16/00-7654321B20', nif: '000116007654321' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.marchand).toMatchObject({
      registre_commerce: '16/00-7654321B20',
      nif: '000116007654321',
    });
  });
});
