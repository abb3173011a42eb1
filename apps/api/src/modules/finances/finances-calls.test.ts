import { algiersDay } from '@souk/domain/algiers-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie } from '../../../test/factories';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/accounts';
import { ecritures } from '../../db/schema/finances';
import { type Headers, makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { orderRow } from '../orders/orders.fixtures';
import { deliverAsSeller, markPaid, placeOrder } from './finances.fixtures';

const DAY = 86_400_000;

/** An entry written directly (the calls that write them are tested below). */
async function entry(
  db: Db,
  values: Partial<typeof ecritures.$inferInsert> & { marchandId: number; montant: number },
) {
  await db.insert(ecritures).values({ type: 'ajustement', libelle: 'Écriture de test', ...values });
}

describe('the partner’s balances and ledger', () => {
  const t = useTestApp();
  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/marchand/${url}`, headers });

  it('answers the three balances, not wrapped: a pending vente and available entries', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, { marchandId: a.storeA.id, prix: 1000, typePaiement: 'cib' });
    await markPaid(db, order.id);
    await deliverAsSeller(t.app, 'v1/marchand', a.headers.partnerA, order.id);
    await entry(db, { marchandId: a.storeA.id, montant: -25_050 });
    await entry(db, { marchandId: a.storeB.id, montant: 99_900 });
    const res = await get('solde', a.headers.partnerA);
    expect(res.statusCode).toBe(200);
    // 1 000 − 100 commission + the delivery fee is pending; −250,50 is available.
    const [vente] = await db.select().from(ecritures).where(eq(ecritures.type, 'vente'));
    expect(res.json()).toEqual({
      solde_disponible: -250.5,
      solde_en_attente: vente.montant / 100,
      solde_total: (vente.montant - 25_050) / 100,
    });
    expect((await get('solde', a.headers.partnerB)).json()).toEqual({
      solde_disponible: 999,
      solde_en_attente: 0,
      solde_total: 999,
    });
  });

  it('lists its own entries newest first, filtered by type and inclusive Algiers days', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order } = await placeOrder(t.app, { marchandId: a.storeA.id, prix: 500 });
    await deliverAsSeller(t.app, 'v1/marchand', a.headers.partnerA, order.id);
    // 23:30 UTC on 1 November is 2 November in Algiers.
    await entry(db, { marchandId: a.storeA.id, montant: 1_000, createdAt: new Date('2026-11-01T23:30:00Z') });
    await entry(db, { marchandId: a.storeA.id, montant: 2_000, createdAt: new Date('2026-11-01T22:30:00Z') });
    await entry(db, { marchandId: a.storeB.id, montant: 3_000, createdAt: new Date('2026-11-02T10:00:00Z') });

    const all = await get('ecritures', a.headers.partnerA);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBe(3);
    const [first] = all.json().data;
    expect(first).toMatchObject({
      type: 'vente',
      commande_ref: expect.any(String),
      libelle: expect.stringMatching(/^Vente — commande /),
    });
    expect(new Date(first.disponible_at).getTime() - new Date(first.created_at).getTime()).toBe(7 * DAY);

    const ventes = await get('ecritures?type=vente', a.headers.partnerA);
    expect(ventes.json().data).toHaveLength(1);
    const day = await get('ecritures?dateDebut=2026-11-02&dateFin=2026-11-02', a.headers.partnerA);
    expect(day.json().data.map((e: { montant: number }) => e.montant)).toEqual([10]);
    expect(day.json().links.first).toContain('dateDebut=2026-11-02');

    const refused = await get('ecritures?dateDebut=2026-11-03&dateFin=2026-11-02', a.headers.partnerA);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().codes).toEqual({ dateFin: [{ code: 'date_range', params: {} }] });
    expect((await get('ecritures?type=autre', a.headers.partnerA)).statusCode).toBe(422);
  });

  it('refuses a client and an administrator on the partner’s calls', async () => {
    const a = await makeBackofficeActors(t.app);
    expect((await get('solde', a.headers.client)).statusCode).toBe(403);
    expect((await get('ecritures', a.headers.admin)).statusCode).toBe(403);
    expect((await get('solde', a.headers.none)).statusCode).toBe(401);
  });
});

describe('the administrator’s money calls', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/v1/user/${url}`, headers, ...(payload ? { payload } : {}) });

  it('lists and edits the commission rates (percent, two decimals; null removes an override)', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const categorie = await makeCategorie(db, { designation: 'Maison' });
    const initial = await call('GET', 'commissions', a.headers.admin);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({
      defaut: 10,
      categories: [{ id: categorie.id, designation: 'Maison', taux: null }],
    });
    expect(initial.json().marchands).toEqual(
      expect.arrayContaining([{ id: a.storeA.id, designation_magasin: 'Dar Tlemcen', taux: null }]),
    );

    const edit = await call('POST', 'commissionEdit', a.headers.admin, {
      portee: 'categorie',
      id: categorie.id,
      taux: 12.5,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.categories[0].taux).toBe(12.5);
    await call('POST', 'commissionEdit', a.headers.admin, {
      portee: 'marchand',
      id: a.storeA.id,
      taux: 7.33,
    });
    await call('POST', 'commissionEdit', a.headers.admin, { portee: 'defaut', taux: 8 });
    const after = (await call('GET', 'commissions', a.headers.admin)).json();
    expect(after.defaut).toBe(8);
    expect(after.marchands.find((m: { id: number }) => m.id === a.storeA.id).taux).toBe(7.33);
    await call('POST', 'commissionEdit', a.headers.admin, {
      portee: 'categorie',
      id: categorie.id,
      taux: null,
    });
    expect((await call('GET', 'commissions', a.headers.admin)).json().categories[0].taux).toBeNull();

    const audited = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'POST /v1/user/commissionEdit'));
    expect(audited).toHaveLength(4);
  });

  it('refuses a rate outside 0–100, an unknown category or store, a missing id', async () => {
    const a = await makeBackofficeActors(t.app);
    const high = await call('POST', 'commissionEdit', a.headers.admin, { portee: 'defaut', taux: 100.5 });
    expect(high.statusCode).toBe(422);
    expect(high.json().errors).toEqual({
      taux: ['La valeur du champ taux doit être inférieure ou égale à 100.'],
    });
    const unknown = await call('POST', 'commissionEdit', a.headers.admin, {
      portee: 'marchand',
      id: 999_999,
      taux: 5,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().codes).toEqual({ id: [{ code: 'marchand_invalid', params: {} }] });
    const category = await call('POST', 'commissionEdit', a.headers.admin, {
      portee: 'categorie',
      id: 999_999,
      taux: 5,
    });
    expect(category.json().codes).toEqual({ id: [{ code: 'categorie_invalid', params: {} }] });
    const noId = await call('POST', 'commissionEdit', a.headers.admin, { portee: 'categorie', taux: 5 });
    expect(noId.json().errors).toEqual({ id: ['Le champ id est obligatoire.'] });
  });

  it('reads and changes the money settings', async () => {
    const a = await makeBackofficeActors(t.app);
    expect((await call('GET', 'financesConfig', a.headers.admin)).json()).toEqual({
      commission_defaut: 10,
      delai_retenue_jours: 7,
      delai_retour_jours: 30,
      versement_minimum: 1000,
    });
    const body = {
      commission_defaut: 9.75,
      delai_retenue_jours: 3,
      delai_retour_jours: 15,
      versement_minimum: 500.5,
    };
    const edit = await call('POST', 'financesConfigEdit', a.headers.admin, body);
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: 'Paramètres financiers modifiés avec succès.', data: body });
    expect((await call('GET', 'financesConfig', a.headers.admin)).json()).toEqual(body);
    // The new retention delay applies to the next delivery.
    const { order } = await placeOrder(t.app, { marchandId: a.storeA.id });
    await deliverAsSeller(t.app, 'v1/marchand', a.headers.partnerA, order.id);
    const [vente] = await t.database.db.select().from(ecritures);
    expect(vente.disponibleAt.getTime() - vente.createdAt.getTime()).toBe(3 * DAY);

    const bad = await call('POST', 'financesConfigEdit', a.headers.admin, {
      ...body,
      delai_retenue_jours: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['delai_retenue_jours']);
  });

  it('lists every store with its balances, most owed first, searchable', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    await entry(db, { marchandId: a.storeA.id, montant: 50_000 });
    await entry(db, { marchandId: a.storeB.id, montant: -10_000 });
    await entry(db, { marchandId: a.storeB.id, montant: 2_500, disponibleAt: new Date(Date.now() + DAY) });
    const res = await call('GET', 'soldes', a.headers.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: a.storeB.id,
        designation_magasin: 'Electro Oran',
        email: a.storeB.email,
        solde_disponible: -100,
        solde_en_attente: 25,
        solde_total: -75,
      },
      expect.objectContaining({ id: a.storeA.id, solde_total: 500 }),
    ]);
    const found = await call('GET', 'soldes?search=tlemcen', a.headers.admin);
    expect(found.json().data.map((s: { id: number }) => s.id)).toEqual([a.storeA.id]);
  });

  it('reads any store’s ledger, 404 for a store that does not exist', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    await entry(db, { marchandId: a.storeB.id, montant: 1_234, type: 'reglement' });
    const res = await call('GET', `ecritures/${a.storeB.id}?type=reglement`, a.headers.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([{ type: 'reglement', montant: 12.34, commande_ref: null }]);
    const missing = await call('GET', 'ecritures/999999', a.headers.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Magasin introuvable.' });
  });

  it('records a settlement and an adjustment (201), audited, and refuses them without their fields', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const reglement = await call('POST', 'reglementAdd', a.headers.admin, {
      marchand_id: a.storeA.id,
      montant: 1500.25,
      reference: 'VIR-2026-001',
    });
    expect(reglement.statusCode).toBe(201);
    expect(reglement.json()).toMatchObject({
      message: 'Règlement enregistré avec succès.',
      data: {
        type: 'reglement',
        montant: 1500.25,
        reference: 'VIR-2026-001',
        libelle: 'Règlement reçu — VIR-2026-001',
      },
    });
    const ajustement = await call('POST', 'ajustementAdd', a.headers.admin, {
      marchand_id: a.storeA.id,
      montant: -200,
      motif: 'Frais de retour facturés',
    });
    expect(ajustement.statusCode).toBe(201);
    expect(ajustement.json().data).toMatchObject({
      type: 'ajustement',
      montant: -200,
      motif: 'Frais de retour facturés',
    });
    const rows = await db.select().from(ecritures).orderBy(ecritures.id);
    expect(rows.map((r) => [r.type, r.montant, r.adminId])).toEqual([
      ['reglement', 150_025, a.admin.id],
      ['ajustement', -20_000, a.admin.id],
    ]);
    expect(rows.every((r) => r.disponibleAt.getTime() === r.createdAt.getTime())).toBe(true);
    const audited = await db.select().from(auditLogs);
    expect(audited.map((l) => l.action).sort()).toEqual([
      'POST /v1/user/ajustementAdd',
      'POST /v1/user/reglementAdd',
    ]);

    const noReference = await call('POST', 'reglementAdd', a.headers.admin, {
      marchand_id: a.storeA.id,
      montant: 0,
    });
    expect(noReference.statusCode).toBe(422);
    expect(Object.keys(noReference.json().errors).sort()).toEqual(['montant', 'reference']);
    const zero = await call('POST', 'ajustementAdd', a.headers.admin, {
      marchand_id: a.storeA.id,
      montant: 0,
      motif: 'x',
    });
    expect(zero.json().codes).toEqual({ montant: [{ code: 'montant_non_zero', params: {} }] });
    const noStore = await call('POST', 'reglementAdd', a.headers.admin, {
      marchand_id: 999_999,
      montant: 1,
      reference: 'R',
    });
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().codes).toEqual({ marchand_id: [{ code: 'marchand_invalid', params: {} }] });
    expect(await db.select().from(ecritures)).toHaveLength(2);
  });

  it('writes a settlement sent again with the same Idempotency-Key once, replaying its first reply', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const body = { marchand_id: a.storeA.id, montant: 800, reference: 'VIR-2026-007' };
    const keyed = { ...a.headers.admin, 'idempotency-key': 'settle-7' };
    const first = await call('POST', 'reglementAdd', keyed, body);
    const again = await call('POST', 'reglementAdd', keyed, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same key with another body is refused; another key is another settlement.
    const reused = await call('POST', 'reglementAdd', keyed, { ...body, montant: 900 });
    expect(reused.statusCode).toBe(422);
    const other = await call(
      'POST',
      'reglementAdd',
      { ...a.headers.admin, 'idempotency-key': 'settle-8' },
      body,
    );
    expect(other.statusCode).toBe(201);
    const rows = await db.select().from(ecritures).where(eq(ecritures.type, 'reglement'));
    expect(rows.map((r) => r.montant)).toEqual([80_000, 80_000]);
  });

  it('sums the revenue of delivered store orders by Algiers month: commissions, coupons, net', async () => {
    const a = await makeBackofficeActors(t.app);
    // 2 000 DZD with a 300 DZD coupon (commission 200) and 1 000 DZD (commission 100), delivered now.
    const one = await placeOrder(t.app, { marchandId: a.storeA.id, prix: 2000, coupon: 300 });
    const two = await placeOrder(t.app, { marchandId: a.storeB.id, prix: 1000 });
    const platform = await placeOrder(t.app, { marchandId: null, prix: 5000 });
    // Not delivered: counts nothing.
    await placeOrder(t.app, { marchandId: a.storeA.id, prix: 7000 });
    await deliverAsSeller(t.app, 'v1/marchand', a.headers.partnerA, one.order.id);
    await deliverAsSeller(t.app, 'v1/marchand', a.headers.partnerB, two.order.id);
    await deliverAsSeller(t.app, 'v1/user', a.headers.admin, platform.order.id);

    const res = await call('GET', 'revenus', a.headers.admin);
    expect(res.statusCode).toBe(200);
    const mois = algiersDay().slice(0, 7);
    expect(res.json()).toEqual({
      commissions: 300,
      remises_coupon: 300,
      net: 0,
      par_mois: [{ mois, commissions: 300, remises_coupon: 300, net: 0 }],
    });
    const before = await call('GET', 'revenus?dateDebut=2020-01-01&dateFin=2020-12-31', a.headers.admin);
    expect(before.json()).toEqual({ commissions: 0, remises_coupon: 0, net: 0, par_mois: [] });
    const wrong = await call('GET', 'revenus?dateDebut=2026-02-01&dateFin=2026-01-01', a.headers.admin);
    expect(wrong.statusCode).toBe(422);
  });

  it('shows the commission of each line and the seller’s due in the order detail, to the partner and the administrator', async () => {
    const a = await makeBackofficeActors(t.app);
    const { order, headers: client } = await placeOrder(t.app, {
      marchandId: a.storeA.id,
      prix: 1234.56,
      quantite: 2,
    });
    const { ref } = await orderRow(t.database.db, order.id);
    const detailOf = async (prefix: string, headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: `/api/${prefix}/commandeShow/${ref}`, headers })).json().data;
    for (const detail of [
      await detailOf('v1/marchand', a.headers.partnerA),
      await detailOf('v1/user', a.headers.admin),
    ]) {
      // 2 × 1 234,56 = 2 469,12 DZD at 10 % → 246,91 DZD.
      expect(detail.stock_articles).toMatchObject([{ taux_commission: 10, commission: 246.91 }]);
      expect(detail.commission).toBe(246.91);
      expect(detail.net_du).toBeCloseTo(2469.12 - 246.91 + detail.frais_livraison, 2);
    }
    // The client's own order shows no commission.
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers: client });
    expect(mine.json().data[0].stock_articles[0]).not.toHaveProperty('commission');
    expect(mine.json().data[0]).not.toHaveProperty('net_du');
  });
});
