import { DELIVERY_MESSAGES } from '@souk/domain/delivery';
import { WILAYAS } from '@souk/domain/wilayas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeMarchand, makePanierLigne } from '../../../test/factories';
import { fraisLivraison } from '../../db/schema/commerce';
import { about } from '../../db/schema/content';
import { issueToken } from '../../lib/tokens';
import { bearer, makeAdmin, makeClient } from '../accounts/accounts.fixtures';
import { clientWithToken, makeProduct } from '../orders/orders.fixtures';
import { makeFee, setDeliveryConfig } from './delivery.fixtures';

async function adminHeaders(app: FastifyInstance) {
  const admin = await makeAdmin(app.database.db);
  return bearer(await issueToken(app.database.db, 'user', admin.id));
}

type Ligne = {
  wilaya_code: number;
  wilaya: string;
  domicile: number | null;
  stop_desk: number | null;
  plateforme: { domicile: number; stop_desk: number } | null;
};

describe('admin delivery fee grid', () => {
  const t = useTestApp();
  const get = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/user/fraisLivraison${query}`, headers });
  const edit = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/fraisLivraisonEdit', headers, payload });

  it('lists every wilaya of the data file, unset until the administrator prices it', async () => {
    const res = await get(await adminHeaders(t.app));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.lignes).toHaveLength(WILAYAS.length);
    expect(data.lignes[15]).toEqual({
      wilaya_code: 16,
      wilaya: '16 - Alger',
      domicile: null,
      stop_desk: null,
      plateforme: null,
    });
    expect(data.config).toEqual({
      livraison_gratuite_seuil: null,
      livraison_wilaya_origine: null,
      livraison_wilaya_origine_label: null,
    });
    expect(data.marchand).toBeNull();
    expect(data.marchands).toEqual([]);
  });

  it("writes the platform's rows in bulk (DZD in, centimes stored) and updates them in place", async () => {
    const headers = await adminHeaders(t.app);
    const first = await edit(headers, {
      lignes: [
        { wilaya_code: 16, domicile: 400, stop_desk: 250 },
        { wilaya_code: '31', domicile: '650,50', stop_desk: '450' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Modification avec success');
    const lignes: Ligne[] = first.json().data.lignes;
    expect(lignes.find((l) => l.wilaya_code === 31)).toMatchObject({
      wilaya: '31 - Oran',
      domicile: 650.5,
      stop_desk: 450,
      plateforme: { domicile: 650.5, stop_desk: 450 },
    });

    const again = await edit(headers, { lignes: [{ wilaya_code: 16, domicile: 500, stop_desk: 300 }] });
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.select().from(fraisLivraison).where(isNull(fraisLivraison.marchandId));
    expect(rows.map((r) => [r.wilayaCode, r.domicile, r.stopDesk]).sort()).toEqual([
      [16, 50000, 30000],
      [31, 65050, 45000],
    ]);
  });

  it("gives a store its own rows, shown beside the platform's, and removes them when blanked", async () => {
    const headers = await adminHeaders(t.app);
    const db = t.database.db;
    const store = await makeMarchand(db, { designationMagasin: 'Oran Mode', wilayaMagasin: '31 - Oran' });
    await makeFee(db, 16, { domicile: 400, stop_desk: 250 });

    const res = await edit(headers, {
      marchand_id: store.id,
      lignes: [
        { wilaya_code: 16, domicile: 650, stop_desk: 450 },
        { wilaya_code: 31, domicile: 400, stop_desk: 250 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.marchand).toEqual({
      id: store.id,
      slug: store.slug,
      designation_magasin: 'Oran Mode',
      wilaya_magasin: '31 - Oran',
    });
    expect(data.lignes[15]).toMatchObject({
      domicile: 650,
      stop_desk: 450,
      plateforme: { domicile: 400, stop_desk: 250 },
    });
    expect(data.lignes[30]).toMatchObject({ domicile: 400, plateforme: null });
    expect(data.lignes[0]).toMatchObject({ domicile: null, stop_desk: null });
    expect(data.marchands).toEqual([
      {
        id: store.id,
        slug: store.slug,
        designation_magasin: 'Oran Mode',
        wilaya_magasin: '31 - Oran',
        nbr_tarifs: 2,
      },
    ]);
    // The platform's grid is untouched.
    expect((await get(headers)).json().data.lignes[15]).toMatchObject({ domicile: 400, stop_desk: 250 });

    const blanked = await edit(headers, {
      marchand_id: store.id,
      lignes: [{ wilaya_code: 16, domicile: '', stop_desk: '' }],
    });
    expect(blanked.statusCode).toBe(200);
    const shown = (await get(headers, `?marchand_id=${store.id}`)).json().data;
    expect(shown.lignes[15]).toMatchObject({ domicile: null, stop_desk: null });
    expect(shown.lignes[30]).toMatchObject({ domicile: 400, stop_desk: 250 });
    const left = await db
      .select()
      .from(fraisLivraison)
      .where(and(eq(fraisLivraison.marchandId, store.id)));
    expect(left.map((r) => r.wilayaCode)).toEqual([31]);
  });

  it('answers 404 for an unknown store, changing nothing', async () => {
    const headers = await adminHeaders(t.app);
    expect((await get(headers, '?marchand_id=999')).statusCode).toBe(404);
    const res = await edit(headers, {
      marchand_id: 999,
      lignes: [{ wilaya_code: 16, domicile: 1, stop_desk: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Magasin introuvable.');
    expect(await t.database.db.select().from(fraisLivraison)).toEqual([]);
  });

  it('refuses invalid rows with French messages under each field, writing nothing', async () => {
    const headers = await adminHeaders(t.app);
    const res = await edit(headers, {
      lignes: [
        { wilaya_code: 16, domicile: '', stop_desk: -5 },
        { wilaya_code: 99, domicile: 'abc', stop_desk: 100_001 },
        { wilaya_code: 17, domicile: 10.123, stop_desk: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lignes.0.domicile': ['Le champ domicile est obligatoire.'],
      'lignes.0.stop_desk': [DELIVERY_MESSAGES.feeMin],
      'lignes.1.wilaya_code': [DELIVERY_MESSAGES.wilayaInvalid],
      'lignes.1.domicile': [DELIVERY_MESSAGES.feeNumber],
      'lignes.1.stop_desk': [DELIVERY_MESSAGES.feeMax],
      'lignes.2.domicile': [DELIVERY_MESSAGES.cents],
    });
    const store = await makeMarchand(t.database.db);
    const half = await edit(headers, {
      marchand_id: store.id,
      lignes: [{ wilaya_code: 16, domicile: 500, stop_desk: '' }],
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ 'lignes.0.stop_desk': [DELIVERY_MESSAGES.bothOrNone] });
    const empty = await edit(headers, { lignes: [] });
    expect(empty.statusCode).toBe(422);
    expect(await t.database.db.select().from(fraisLivraison)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const db = t.database.db;
    const client = await makeClient(db);
    const partner = await makeMarchand(db);
    const others = [
      bearer(await issueToken(db, 'client', client.id)),
      bearer(await issueToken(db, 'marchand', partner.id)),
    ];
    const payload = { lignes: [{ wilaya_code: 16, domicile: 1, stop_desk: 1 }] };
    const config = { livraison_gratuite_seuil: 1, livraison_wilaya_origine: 16 };
    expect((await get({})).statusCode).toBe(401);
    expect((await edit({}, payload)).statusCode).toBe(401);
    for (const headers of others) {
      expect((await get(headers)).statusCode).toBe(403);
      expect((await edit(headers, payload)).statusCode).toBe(403);
      const cfg = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/livraisonConfig',
        headers,
        payload: config,
      });
      expect(cfg.statusCode).toBe(403);
    }
    expect(await db.select().from(fraisLivraison)).toEqual([]);
    expect(await db.select().from(about)).toEqual([]);
  });
});

describe('delivery settings', () => {
  const t = useTestApp();
  const save = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/livraisonConfig', headers, payload });
  const publicConfig = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/livraisonConfig' })).json().data;

  it('saves the threshold and origin, shown publicly; a blank threshold means never free', async () => {
    expect(await publicConfig()).toEqual({
      livraison_gratuite_seuil: null,
      livraison_wilaya_origine: null,
      livraison_wilaya_origine_label: null,
    });
    const headers = await adminHeaders(t.app);
    const res = await save(headers, {
      livraison_gratuite_seuil: '10000',
      livraison_wilaya_origine: '16 - Alger',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Modification avec success',
      data: {
        livraison_gratuite_seuil: 10000,
        livraison_wilaya_origine: 16,
        livraison_wilaya_origine_label: '16 - Alger',
      },
    });
    expect(await publicConfig()).toMatchObject({ livraison_gratuite_seuil: 10000 });
    const [row] = await t.database.db.select().from(about);
    expect(row.livraisonGratuiteSeuil).toBe(1_000_000);

    await save(headers, { livraison_gratuite_seuil: '', livraison_wilaya_origine: 31 });
    expect(await publicConfig()).toEqual({
      livraison_gratuite_seuil: null,
      livraison_wilaya_origine: 31,
      livraison_wilaya_origine_label: '31 - Oran',
    });
  });

  it('keeps the rest of the configuration as it is', async () => {
    await t.database.db.insert(about).values({ id: 1, email: 'contact@souk.dz', condition: 'CGV' });
    await save(await adminHeaders(t.app), { livraison_gratuite_seuil: 5000, livraison_wilaya_origine: 16 });
    const [row] = await t.database.db.select().from(about);
    expect(row).toMatchObject({
      email: 'contact@souk.dz',
      condition: 'CGV',
      livraisonGratuiteSeuil: 500_000,
    });
  });

  it('refuses an invalid threshold or origin', async () => {
    const res = await save(await adminHeaders(t.app), {
      livraison_gratuite_seuil: -1,
      livraison_wilaya_origine: 'Nulle part',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      livraison_gratuite_seuil: [DELIVERY_MESSAGES.feeMin],
      livraison_wilaya_origine: [DELIVERY_MESSAGES.wilayaInvalid],
    });
  });
});

describe('GET /api/v1/client/fraisLivraison — the cart sellers fees', () => {
  const t = useTestApp();
  const quote = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/client/fraisLivraison${query}`, headers });

  async function cart() {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app, { wilaya: '16 - Alger' });
    const oran = await makeMarchand(db, { designationMagasin: 'Oran Mode', wilayaMagasin: '31 - Oran' });
    const setif = await makeMarchand(db, { designationMagasin: 'Sétif Sport', wilayaMagasin: '19 - Sétif' });
    for (const marchandId of [null, oran.id, setif.id, oran.id]) {
      const { stock } = await makeProduct(db, { marchandId });
      await makePanierLigne(db, client.id, stock.id);
    }
    await makeFee(db, 16, { domicile: 400, stop_desk: 250 });
    await makeFee(db, 31, { domicile: 700, stop_desk: 500 });
    await makeFee(db, 16, { domicile: 650, stop_desk: 450 }, oran.id);
    await setDeliveryConfig(db, { seuil: 10000, origine: 16 });
    return { client, headers, oran, setif };
  }

  it("prices each seller towards the profile's wilaya, a store's own row winning", async () => {
    const { headers, oran, setif } = await cart();
    const res = await quote(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      wilaya_code: 16,
      wilaya: '16 - Alger',
      livraison_gratuite_seuil: 10000,
      vendeurs: [
        {
          marchand_id: null,
          designation_magasin: null,
          origine: '16 - Alger',
          domicile: 400,
          stop_desk: 250,
        },
        {
          marchand_id: oran.id,
          designation_magasin: 'Oran Mode',
          origine: '31 - Oran',
          domicile: 650,
          stop_desk: 450,
        },
        {
          marchand_id: setif.id,
          designation_magasin: 'Sétif Sport',
          origine: '19 - Sétif',
          domicile: 400,
          stop_desk: 250,
        },
      ],
    });
  });

  it('quotes another wilaya (code or label); an unpriced one costs nothing', async () => {
    const { headers } = await cart();
    const oran = (await quote(headers, '?wilaya=31')).json().data;
    expect(oran.wilaya).toBe('31 - Oran');
    expect(oran.vendeurs.map((v: { domicile: number }) => v.domicile)).toEqual([700, 700, 700]);
    const adrar = (await quote(headers, `?wilaya=${encodeURIComponent('01 - Adrar')}`)).json().data;
    expect(adrar.vendeurs.map((v: { domicile: number | null }) => v.domicile)).toEqual([null, null, null]);
  });

  it('refuses an unknown wilaya, and asks for one when the profile has none', async () => {
    const { headers } = await cart();
    const bad = await quote(headers, '?wilaya=77');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaInvalid] });
    const { headers: noWilaya } = await clientWithToken(t.app, { wilaya: null });
    const missing = await quote(noWilaya);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaRequired] });
    expect((await quote(noWilaya, '?wilaya=16')).json().data.vendeurs).toEqual([]);
  });

  it('is for clients only', async () => {
    expect((await quote({})).statusCode).toBe(401);
    expect((await quote(await adminHeaders(t.app))).statusCode).toBe(403);
  });
});
