import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand } from '../../../test/factories';
import type { Db } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { demandeComptes } from '../../db/schema/content';
import { adminHeaders, expectAdminOnly } from '../clients/admin-people.fixtures';

const FIELDS = {
  nom: 'Haddad',
  prenom: 'Karim',
  telephone: '0661223344',
  email: 'karim@boutique.dz',
  designation_magasin: 'Électro Bab Ezzouar',
  adresse_magasin: 'Cité 5 juillet, Bab Ezzouar',
  wilaya_magasin: '16 - Alger',
  description: 'Électroménager et téléphonie depuis 2010.',
};
const PASSWORD = 'Partenaire2025!';

let seq = 0;
async function makeRequest(db: Db, over: Partial<typeof demandeComptes.$inferInsert> = {}) {
  const i = ++seq;
  const [row] = await db
    .insert(demandeComptes)
    .values({
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      telephone: '0550123456',
      email: `demande${i}@exemple.dz`,
      designationMagasin: `Magasin ${i}`,
      adresseMagasin: `${i} rue Didouche Mourad`,
      wilayaMagasin: '16 - Alger',
      description: 'Vente de produits locaux.',
      ...over,
    })
    .returning();
  return row;
}

describe('GET /api/v1/user/demandeComptesInvalides and demandeComptesValides', () => {
  const t = useTestApp();

  it('splits pending and processed requests, 10 a page, with search kept in the links', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    for (let i = 0; i < 11; i++) await makeRequest(db, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) });
    const shop = await makeMarchand(db, { slug: 'electro-oran' });
    const done = await makeRequest(db, {
      nom: 'Bouzid',
      etat: true,
      marchandId: shop.id,
      traiteeAt: new Date('2024-03-01T09:00:00Z'),
    });
    const newest = await makeRequest(db, {
      nom: 'Zerrouki',
      prenom: 'Hélène',
      designationMagasin: 'Épices du Sud',
      createdAt: new Date(Date.UTC(2024, 1, 1)),
    });

    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/demandeComptesInvalides', headers })
    ).json();
    expect(pending.meta).toMatchObject({ total: 12, per_page: 10, last_page: 2 });
    expect(pending.data[0]).toEqual({
      id: newest.id,
      nom: 'Zerrouki',
      prenom: 'Hélène',
      telephone: '0550123456',
      email: newest.email,
      designation_magasin: 'Épices du Sud',
      wilaya_magasin: '16 - Alger',
      adresse_magasin: newest.adresseMagasin,
      description: 'Vente de produits locaux.',
      etat: false,
      created_at: '2024-02-01T00:00:00.000Z',
      traitee_at: null,
      marchand: null,
    });

    const processed = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/demandeComptesValides', headers })
    ).json();
    expect(processed.data).toEqual([
      expect.objectContaining({
        id: done.id,
        etat: true,
        traitee_at: '2024-03-01T09:00:00.000Z',
        marchand: { id: shop.id, slug: 'electro-oran' },
      }),
    ]);

    const found = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/demandeComptesInvalides',
        headers,
        query: { search: 'helene epices' },
      })
    ).json();
    expect(found.data.map((d: { id: number }) => d.id)).toEqual([newest.id]);
    expect(found.links.first).toBe('/api/v1/user/demandeComptesInvalides?search=helene%20epices&page=1');
    const none = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/demandeComptesValides',
        headers,
        query: { search: 'zerrouki' },
      })
    ).json();
    expect(none.meta.total).toBe(0);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/demandeComptesInvalides');
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/demandeComptesValides');
  });
});

describe('POST /api/v1/user/createCompte', () => {
  const t = useTestApp();
  const create = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/createCompte', headers, payload });

  async function pending() {
    return makeRequest(t.database.db, {
      nom: FIELDS.nom,
      prenom: FIELDS.prenom,
      telephone: FIELDS.telephone,
      email: FIELDS.email,
      designationMagasin: FIELDS.designation_magasin,
      adresseMagasin: FIELDS.adresse_magasin,
      wilayaMagasin: FIELDS.wilaya_magasin,
      description: FIELDS.description,
    });
  }

  it('creates the partner and its store, closes the request, e-mails the partner, who can then log in', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const demande = await pending();

    const res = await create(headers, {
      id: demande.id,
      ...FIELDS,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Creation avec success');
    expect(body.data.marchand).toMatchObject({
      nom: 'Haddad',
      prenom: 'Karim',
      email: 'karim@boutique.dz',
      telephone: '0661223344',
      designation_magasin: 'Électro Bab Ezzouar',
      adresse_magasin: 'Cité 5 juillet, Bab Ezzouar',
      wilaya_magasin: '16 - Alger',
      description: 'Électroménager et téléphonie depuis 2010.',
    });
    expect(body.data.marchand.slug).toMatch(/^electro-bab-ezzouar-[0-9a-f]{6}$/);
    expect(body.data.marchand).not.toHaveProperty('password');
    expect(body.data.demande).toMatchObject({
      id: demande.id,
      etat: true,
      marchand: { id: body.data.marchand.id, slug: body.data.marchand.slug },
    });

    const [row] = await db.select().from(demandeComptes).where(eq(demandeComptes.id, demande.id));
    expect(row).toMatchObject({ etat: true, marchandId: body.data.marchand.id });
    expect(row.traiteeAt).toBeInstanceOf(Date);
    const [store] = await db.select().from(marchands).where(eq(marchands.id, body.data.marchand.id));
    expect(store.valide).toBe(true);
    expect(store.password).toMatch(/^\$argon2id\$/);

    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0];
    expect(mail.to).toBe('karim@boutique.dz');
    expect(mail.subject).toBe('Votre compte partenaire Souk est prêt');
    // No APP_URL: the link follows the address the administrator used.
    expect(mail.text).toContain('http://localhost:80/partenaire/login');
    expect(mail.text).toContain('Électro Bab Ezzouar');
    expect(mail.text).not.toContain(PASSWORD);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/marchand/login',
      payload: { email: 'karim@boutique.dz', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().marchand).toMatchObject({
      id: body.data.marchand.id,
      designation_magasin: 'Électro Bab Ezzouar',
    });

    const lists = await Promise.all(
      ['demandeComptesInvalides', 'demandeComptesValides'].map(
        async (path) =>
          (await t.app.inject({ method: 'GET', url: `/api/v1/user/${path}`, headers })).json().meta.total,
      ),
    );
    expect(lists).toEqual([0, 1]);
  });

  it('takes the fields it is not sent from the request', async () => {
    const { headers } = await adminHeaders(t.app);
    const demande = await pending();
    const res = await create(headers, {
      id: demande.id,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.marchand).toMatchObject({
      email: FIELDS.email,
      designation_magasin: FIELDS.designation_magasin,
    });
  });

  it('refuses an already processed request with a 422, creating nothing and sending nothing', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const demande = await pending();
    const payload = { id: demande.id, ...FIELDS, password: PASSWORD, password_confirmation: PASSWORD };
    expect((await create(headers, payload)).statusCode).toBe(201);
    t.mailer.sent.length = 0;

    const again = await create(headers, payload);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Cette demande a déjà été traitée : le compte partenaire existe déjà.',
      errors: { id: ['Cette demande a déjà été traitée : le compte partenaire existe déjà.'] },
      codes: { id: [{ code: 'partner_request_processed', params: {} }] },
    });
    expect(await db.select().from(marchands)).toHaveLength(1);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses an e-mail already used by a partner, leaving the request pending', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    await makeMarchand(db, { email: FIELDS.email });
    const demande = await pending();
    const res = await create(headers, {
      id: demande.id,
      ...FIELDS,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Un compte partenaire existe déjà avec cet email.'] });
    expect(res.json().codes).toEqual({ email: [{ code: 'partner_email_taken', params: {} }] });
    const [row] = await db.select().from(demandeComptes).where(eq(demandeComptes.id, demande.id));
    expect(row.etat).toBe(false);
    expect(await db.select().from(marchands)).toHaveLength(1);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers French messages under each field for bad input, and 404 for an unknown request', async () => {
    const { headers } = await adminHeaders(t.app);
    const demande = await pending();
    const empty = await create(headers, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      id: ['Le champ id est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
      password_confirmation: ['Le champ confirmation du mot de passe est obligatoire.'],
    });

    const bad = await create(headers, {
      id: demande.id,
      ...FIELDS,
      email: 'pas-un-email',
      nom: '',
      password: 'court',
      password_confirmation: 'autre',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Le champ email doit être une adresse e-mail valide.'],
      nom: ['Le champ nom est obligatoire.'],
      password: ['Le champ mot de passe doit contenir au moins 8 caractères.'],
      password_confirmation: ['Le mot de passe de confirmation ne correspond pas au mot de passe.'],
    });

    const unknown = await create(headers, {
      id: 999999,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Demande introuvable.' });
  });

  it('is for administrators only, and a stranger creates nothing', async () => {
    const demande = await pending();
    await expectAdminOnly(t.app, 'POST', '/api/v1/user/createCompte', {
      id: demande.id,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const [row] = await t.database.db.select().from(demandeComptes).where(eq(demandeComptes.id, demande.id));
    expect(row.etat).toBe(false);
  });
});
