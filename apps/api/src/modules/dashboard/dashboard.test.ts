import { ETATS } from '@souk/domain/order-states';
import { isPaid, TYPES_PAIEMENT } from '@souk/domain/payments';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { call, makeSessions, type Sessions } from '../article-management/article-management.fixtures';
import { makeOrder, type OrderSpec } from './dashboard.fixtures';
import { CARD_TYPES, PAID_ANY_TYPE, PAID_BY_CARD } from './revenue-rule';

const PARTNER = 'v1/marchand';
const ADMIN = 'v1/user';

describe('the revenue rule', () => {
  it('is the shared paid rule of packages/domain, state by state and type by type', () => {
    expect(PAID_ANY_TYPE).toEqual(['livree']);
    expect(PAID_BY_CARD).toEqual(['en_attente_de_livraison', 'en_cours_de_livraison']);
    expect(CARD_TYPES).toEqual(['devise', 'cib']);
    for (const etat of ETATS) {
      for (const type of TYPES_PAIEMENT) {
        const counted =
          PAID_ANY_TYPE.includes(etat) || (PAID_BY_CARD.includes(etat) && CARD_TYPES.includes(type));
        expect(counted, `${etat} ${type}`).toBe(isPaid(etat, type));
      }
    }
  });
});

describe('dashboard counters and charts', () => {
  const t = useTestApp();
  let s: Sessions;
  beforeEach(async () => {
    s = await makeSessions(t.app);
  });

  const get = async (url: string, token: string | null) => call(t.app, 'GET', url, token);
  const figure = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as number;
  };
  const order = (over: Partial<OrderSpec>) =>
    makeOrder(t.database.db, { clientId: s.client.row.id, marchandId: s.partnerA.row.id, ...over });

  describe('who may call what', () => {
    const partnerRoutes = (s: Sessions) => [
      `${PARTNER}/countCommandes`,
      `${PARTNER}/countRevenues`,
      `${PARTNER}/countCommandesMarchand/${s.partnerA.row.id}`,
      `${PARTNER}/countRevenuesMarchand/${s.partnerA.row.id}`,
      `${PARTNER}/statistiques`,
    ];
    const adminRoutes = (s: Sessions) => [
      `${ADMIN}/countCommandes`,
      `${ADMIN}/countRevenues`,
      `${ADMIN}/countCategories`,
      `${ADMIN}/countCommandesMarchand/${s.partnerA.row.id}`,
      `${ADMIN}/countRevenuesMarchand/${s.partnerA.row.id}`,
      `${ADMIN}/statistiques`,
    ];

    it('answers 401 without a token or with a dead one', async () => {
      for (const url of [...partnerRoutes(s), ...adminRoutes(s)]) {
        for (const token of [null, 'pas-un-jeton']) {
          const res = await get(url, token);
          expect(res.statusCode, url).toBe(401);
          expect(res.json()).toEqual({ message: 'Non authentifié.' });
        }
      }
    });

    it("answers 403 to another role's token", async () => {
      for (const url of partnerRoutes(s)) {
        for (const token of [s.client.token, s.admin.token])
          expect((await get(url, token)).statusCode, url).toBe(403);
      }
      for (const url of adminRoutes(s)) {
        for (const token of [s.client.token, s.partnerA.token]) {
          expect((await get(url, token)).statusCode, url).toBe(403);
        }
      }
    });

    it('answers 200 to its own audience', async () => {
      for (const url of partnerRoutes(s))
        expect((await get(url, s.partnerA.token)).statusCode, url).toBe(200);
      for (const url of adminRoutes(s)) expect((await get(url, s.admin.token)).statusCode, url).toBe(200);
    });

    it("gives a partner only its own store's figures: any other id is a 404", async () => {
      await order({ montant: 500 });
      const b = s.partnerB.row.id;
      for (const path of ['countCommandesMarchand', 'countRevenuesMarchand']) {
        for (const id of [b, 999_999]) {
          const res = await get(`${PARTNER}/${path}/${id}`, s.partnerA.token);
          expect(res.statusCode, `${path}/${id}`).toBe(404);
          expect(res.json()).toEqual({ message: 'Magasin introuvable.' });
        }
        expect((await get(`${PARTNER}/${path}/abc`, s.partnerA.token)).statusCode).toBe(404);
      }
      expect(await figure(`${PARTNER}/countCommandesMarchand/${s.partnerA.row.id}`, s.partnerA.token)).toBe(
        1,
      );
      expect(await figure(`${PARTNER}/countRevenuesMarchand/${s.partnerA.row.id}`, s.partnerA.token)).toBe(
        500,
      );
    });

    it('answers 404 to an administrator asking for an unknown store', async () => {
      for (const path of ['countCommandesMarchand', 'countRevenuesMarchand']) {
        const res = await get(`${ADMIN}/${path}/999999`, s.admin.token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Magasin introuvable.' });
      }
    });
  });

  describe('scopes', () => {
    beforeEach(async () => {
      await order({ montant: 1000 });
      await order({ montant: 2000, etat: 'en_attente_de_validation' });
      await order({ marchandId: s.partnerB.row.id, montant: 4000 });
      await order({ marchandId: null, montant: 8000 });
    });

    it('counts and sums the partner’s own store only', async () => {
      expect(await figure(`${PARTNER}/countCommandes`, s.partnerA.token)).toBe(2);
      expect(await figure(`${PARTNER}/countRevenues`, s.partnerA.token)).toBe(1000);
      expect(await figure(`${PARTNER}/countCommandes`, s.partnerB.token)).toBe(1);
      expect(await figure(`${PARTNER}/countRevenues`, s.partnerB.token)).toBe(4000);
    });

    it('counts the whole site for an administrator, platform orders included', async () => {
      expect(await figure(`${ADMIN}/countCommandes`, s.admin.token)).toBe(4);
      expect(await figure(`${ADMIN}/countRevenues`, s.admin.token)).toBe(13_000);
      expect(await figure(`${ADMIN}/countCommandesMarchand/${s.partnerA.row.id}`, s.admin.token)).toBe(2);
      expect(await figure(`${ADMIN}/countRevenuesMarchand/${s.partnerA.row.id}`, s.admin.token)).toBe(1000);
      expect(await figure(`${ADMIN}/countRevenuesMarchand/${s.partnerB.row.id}`, s.admin.token)).toBe(4000);
    });
  });

  it('sums what the client pays of paid orders only, in DZD with centimes', async () => {
    let amount = 1;
    let expected = 0;
    for (const etat of ETATS) {
      for (const typePaiement of TYPES_PAIEMENT) {
        // Distinct powers of two: any wrongly counted order shows in the sum.
        amount *= 2;
        if (isPaid(etat, typePaiement)) expected += amount + 0.25;
        await order({ etat, typePaiement, montant: amount + 0.25 });
      }
    }
    expect(await figure(`${PARTNER}/countRevenues`, s.partnerA.token)).toBe(expected);
    expect(await figure(`${ADMIN}/countRevenues`, s.admin.token)).toBe(expected);
    expect(await figure(`${PARTNER}/countCommandes`, s.partnerA.token)).toBe(
      ETATS.length * TYPES_PAIEMENT.length,
    );
  });

  describe('date filter', () => {
    beforeEach(async () => {
      // Algeria is UTC+1: 2023-06-01 starts at 2023-05-31T23:00Z.
      await order({ at: '2023-05-31T22:59:59Z', montant: 1 }); // 2023-05-31 23:59:59 in Algiers
      await order({ at: '2023-05-31T23:00:00Z', montant: 10 }); // 2023-06-01 00:00 in Algiers
      await order({ at: '2023-06-30T22:59:59Z', montant: 100 }); // 2023-06-30 23:59:59 in Algiers
      await order({ at: '2023-06-30T23:00:00Z', montant: 1000 }); // 2023-07-01 00:00 in Algiers
    });

    it('includes both days, as Algerian calendar days', async () => {
      const range = 'dateDebut=2023-06-01&dateFin=2023-06-30';
      for (const [prefix, token] of [
        [PARTNER, s.partnerA.token],
        [ADMIN, s.admin.token],
      ] as const) {
        expect(await figure(`${prefix}/countCommandes?${range}`, token)).toBe(2);
        expect(await figure(`${prefix}/countRevenues?${range}`, token)).toBe(110);
        expect(await figure(`${prefix}/countCommandes?dateDebut=2023-06-01&dateFin=2023-06-01`, token)).toBe(
          1,
        );
      }
      const id = s.partnerA.row.id;
      expect(await figure(`${ADMIN}/countRevenuesMarchand/${id}?${range}`, s.admin.token)).toBe(110);
      expect(await figure(`${ADMIN}/countCommandesMarchand/${id}?${range}`, s.admin.token)).toBe(2);
    });

    it('is ignored unless both dates are set', async () => {
      for (const query of [
        '',
        '?dateDebut=2023-06-01',
        '?dateFin=2023-06-01',
        '?dateDebut=2023-06-01&dateFin=',
      ]) {
        expect(await figure(`${PARTNER}/countCommandes${query}`, s.partnerA.token), query).toBe(4);
        expect(await figure(`${ADMIN}/countRevenues${query}`, s.admin.token), query).toBe(1111);
      }
    });

    it('refuses a malformed date or an end before the start with a French 422', async () => {
      const bad = await get(
        `${PARTNER}/countCommandes?dateDebut=2023-13-01&dateFin=2023-12-01`,
        s.partnerA.token,
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.dateDebut).toBeDefined();
      const reversed = await get(
        `${ADMIN}/statistiques?dateDebut=2023-07-01&dateFin=2023-06-01`,
        s.admin.token,
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors).toEqual({
        dateFin: ['La date de fin doit être postérieure ou égale à la date de début.'],
      });
    });
  });

  it('counts categories, optionally created in the range', async () => {
    await makeCategorie(t.database.db, { createdAt: new Date('2023-06-15T12:00:00Z') });
    expect(await figure(`${ADMIN}/countCategories`, s.admin.token)).toBe(2);
    expect(
      await figure(`${ADMIN}/countCategories?dateDebut=2023-06-01&dateFin=2023-06-30`, s.admin.token),
    ).toBe(1);
  });

  describe('statistiques', () => {
    beforeEach(async () => {
      const b = s.partnerB.row.id;
      await order({ at: '2023-06-01T10:00:00Z', montant: 100 });
      await order({ at: '2023-06-01T23:30:00Z', montant: 50 }); // 2023-06-02 00:30 in Algiers
      await order({
        at: '2023-06-02T09:00:00Z',
        montant: 25,
        typePaiement: 'cib',
        etat: 'en_cours_de_livraison',
      });
      await order({ at: '2023-06-02T09:00:00Z', montant: 999, etat: 'annulee' });
      await order({ at: '2023-06-03T09:00:00Z', montant: 7, etat: 'en_attente_de_validation' });
      await order({ at: '2023-06-03T09:00:00Z', marchandId: b, montant: 300 });
      await order({ at: '2023-06-04T09:00:00Z', marchandId: b, montant: 300 });
      await order({ at: '2023-06-04T09:00:00Z', marchandId: null, montant: 5000 });
      await order({ at: '2023-08-01T09:00:00Z', montant: 1 });
    });

    const stats = async (prefix: string, token: string, query = '') => {
      const res = await get(`${prefix}/statistiques${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    it("charts the partner's own revenue per Algerian day and orders per state, without top stores", async () => {
      const data = await stats(PARTNER, s.partnerA.token, '?dateDebut=2023-06-01&dateFin=2023-06-30');
      expect(data.revenus_par_jour).toEqual([
        { date: '2023-06-01', total: 100 },
        { date: '2023-06-02', total: 75 },
      ]);
      expect(data.commandes_par_etat).toEqual([
        { etat: 'en_attente_de_validation', total: 1 },
        { etat: 'en_attente_de_paiement', total: 0 },
        { etat: 'en_attente_de_livraison', total: 0 },
        { etat: 'en_cours_de_livraison', total: 1 },
        { etat: 'livree', total: 2 },
        { etat: 'annulee', total: 1 },
      ]);
      expect(data).not.toHaveProperty('top_magasins');
    });

    it('charts the whole site for an administrator, with the stores that sold the most', async () => {
      const data = await stats(ADMIN, s.admin.token, '?dateDebut=2023-06-01&dateFin=2023-06-30');
      const shop = async (id: number) => {
        const [row] = await t.database.db.select().from(marchands).where(eq(marchands.id, id));
        return { id, designation_magasin: row.designationMagasin, slug: row.slug };
      };
      expect(data.revenus_par_jour).toEqual([
        { date: '2023-06-01', total: 100 },
        { date: '2023-06-02', total: 75 },
        { date: '2023-06-03', total: 300 },
        { date: '2023-06-04', total: 5300 },
      ]);
      expect(data.commandes_par_etat.find((e: { etat: string }) => e.etat === 'livree').total).toBe(5);
      expect(data.top_magasins).toEqual([
        {
          ...(await shop(s.partnerB.row.id)),
          total: 600,
          commandes: 2,
        },
        {
          ...(await shop(s.partnerA.row.id)),
          total: 175,
          commandes: 3,
        },
      ]);
    });

    it('covers every date when no range is applied', async () => {
      const data = await stats(PARTNER, s.partnerA.token);
      expect(data.revenus_par_jour.at(-1)).toEqual({ date: '2023-08-01', total: 1 });
      const empty = await stats(PARTNER, s.partnerB.token, '?dateDebut=2024-01-01&dateFin=2024-01-31');
      expect(empty.revenus_par_jour).toEqual([]);
      expect(empty.commandes_par_etat.every((e: { total: number }) => e.total === 0)).toBe(true);
    });
  });
});
