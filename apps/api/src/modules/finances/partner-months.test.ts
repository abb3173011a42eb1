import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { commandes } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { deliverAsSeller, markPaid, placeOrder } from './finances.fixtures';
import { lastMonths } from './partner-months.service';

describe('the partner’s months (financesMois)', () => {
  const t = useTestApp();

  it('lists the last 12 Algiers months, oldest first, ending with the current one', () => {
    // 23:30 UTC on 31 December is already January in Algiers.
    expect(lastMonths(new Date('2026-12-31T23:30:00Z'))).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it("sums the store's own delivered orders by the month of their sale: sales, commissions, due", async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const deliver = async (marchandId: number, prix: number, headers: typeof a.headers.partnerA) => {
      const { order } = await placeOrder(t.app, { marchandId, prix, typePaiement: 'cib' });
      await markPaid(db, order.id);
      await deliverAsSeller(t.app, 'v1/marchand', headers, order.id);
      const [row] = await db.select().from(commandes).where(eq(commandes.id, order.id));
      return row;
    };
    const now = await deliver(a.storeA.id, 1000, a.headers.partnerA);
    await deliver(a.storeB.id, 8000, a.headers.partnerB);
    // One order not delivered: nothing to count.
    await placeOrder(t.app, { marchandId: a.storeA.id, prix: 500 });
    const months = lastMonths(new Date());
    const [year, month] = months[0].split('-').map(Number);
    const beforeWindow = new Date(Date.UTC(year, month - 2, 15)).toISOString().slice(0, 7);
    // Orders delivered in earlier months: the ledger is append-only, so their sale is written dated.
    const deliveredIn = async (mois: string, prix: number) => {
      const { order } = await placeOrder(t.app, { marchandId: a.storeA.id, prix });
      const [row] = await db
        .update(commandes)
        .set({ etat: 'livree' })
        .where(eq(commandes.id, order.id))
        .returning();
      await db.insert(ecritures).values({
        marchandId: a.storeA.id,
        type: 'vente',
        montant: 0,
        libelle: `Vente ${order.ref}`,
        commandeId: order.id,
        createdAt: new Date(`${mois}-15T12:00:00Z`),
      });
      return row;
    };
    const earlier = await deliveredIn(months[9], 2000);
    await deliveredIn(beforeWindow, 4000);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/financesMois',
      headers: a.headers.partnerA,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { mois: string; ventes: number; commissions: number; net: number }[];
    };
    expect(data.map((m) => m.mois)).toEqual(months);
    // The default rate is 10 %; the seller keeps its delivery fee.
    expect(data[11]).toEqual({
      mois: months[11],
      ventes: 1000,
      commissions: 100,
      net: 900 + now.fraisLivraison / 100,
    });
    expect(data[9]).toEqual({
      mois: months[9],
      ventes: 2000,
      commissions: 200,
      net: 1800 + earlier.fraisLivraison / 100,
    });
    const others = data.filter((_, i) => i !== 9 && i !== 11);
    expect(others.every((m) => m.ventes === 0 && m.commissions === 0 && m.net === 0)).toBe(true);
  });
});
