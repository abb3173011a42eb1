import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { COUNT_CAP } from '../../lib/pagination';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { countScopedOrders } from '../orders/backoffice-orders.repository';
import { countEcritures } from './finances.repository';

/**
 * A store's two big lists — its orders and its ledger — count at most COUNT_CAP + 1 rows, whatever the
 * store's size (a million orders are never counted on a page), and answer COUNT_CAP as the total
 * beyond; below the cap the count is exact.
 */
describe("the partner's orders and ledger lists, past the count cap", () => {
  const t = useTestApp();
  const beyond = COUNT_CAP + 5;

  it('counts up to the cap and answers the cap as the total', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    await db.execute(sql`
      insert into commandes (ref, checkout_id, client_id, marchand_id, etat, type_paiement, adresse,
                             latitude, longitude, total, montant_a_payer, qr_token)
      select 'CAP-' || g, 'cap-' || g, ${a.client.id}::int, ${a.storeA.id}::int, 'livree', 'livraison', 'Alger',
             36.75, 3.05, 100000, 100000, 'cap-token-' || g
        from generate_series(1, ${beyond}::int) g`);
    await db.execute(sql`
      insert into ecritures (marchand_id, type, montant, libelle, created_at)
      select ${a.storeA.id}::int, case when g <= 7 then 'reglement' else 'ajustement' end, 100, 'Écriture ' || g,
             now() - make_interval(mins => g)
        from generate_series(1, ${beyond}::int) g`);

    expect(await countScopedOrders(db, { kind: 'store', marchandId: a.storeA.id })).toBe(COUNT_CAP + 1);
    expect(await countScopedOrders(db, { kind: 'store', marchandId: a.storeB.id })).toBe(0);
    expect(await countScopedOrders(db, { kind: 'store', marchandId: a.storeA.id }, 'CAP-12345')).toBe(1);
    expect(await countEcritures(db, { marchandId: a.storeA.id })).toBe(COUNT_CAP + 1);
    expect(await countEcritures(db, { marchandId: a.storeA.id, type: 'reglement' })).toBe(7);

    for (const url of ['commandes', 'ecritures']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/marchand/${url}`,
        headers: a.headers.partnerA,
      });
      expect(res.statusCode).toBe(200);
      // These replies' schemas keep `total` only (no `total_capped`).
      expect(res.json().meta.total).toBe(COUNT_CAP);
      expect(res.json().data).toHaveLength(10);
    }
  }, 120_000);
});
