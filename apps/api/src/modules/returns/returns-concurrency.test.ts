import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { checkInvariants } from '../../db/invariants';
import { makeBackofficeActors } from '../orders/backoffice-orders.fixtures';
import { askReturn, call, deliveredOrder, refundEntries, retourRow } from './returns.fixtures';

/**
 * Moves of one return racing (decision 0046): the return's row lock queues them and the second reads
 * the first's result, so exactly one wins and the other is a 422. Meaningful on PostgreSQL, where the
 * two requests really run at once; on PGlite they queue on its single connection (still one winner).
 */
describe('return moves under concurrency', () => {
  const t = useTestApp();

  it('the seller accepting while the client withdraws: exactly one wins', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    for (let round = 0; round < 4; round++) {
      const { order, line, headers } = await deliveredOrder(t.app, a, {});
      const id = (
        await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite: 1 }])
      ).json().data.id;
      const [accept, withdraw] = await Promise.all([
        call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id}`),
        call(t.app, headers, 'POST', `v1/client/retourAnnuler/${id}`),
      ]);
      const codes = [accept.statusCode, withdraw.statusCode].sort();
      expect(codes).toEqual([200, 422]);
      const row = await retourRow(db, id);
      expect(row.etat).toBe(accept.statusCode === 200 ? 'accepte' : 'annule');
      const history = (await call(t.app, headers, 'GET', 'v1/client/retours'))
        .json()
        .data.find((r: { id: number }) => r.id === id).historique;
      expect(history).toHaveLength(2);
    }
  });

  it('two refunds of one order recorded at once: one entry each, the ledger invariant holds', async () => {
    const db = t.database.db;
    const a = await makeBackofficeActors(t.app);
    const { order, line, headers } = await deliveredOrder(t.app, a, { quantite: 3 });
    const ids: number[] = [];
    for (const quantite of [1, 2]) {
      const id = (
        await askReturn(t.app, headers, order.id, [{ commande_ligne_id: line.id, quantite }])
      ).json().data.id;
      await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourAccepter/${id}`);
      await call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRecu/${id}`, {
        remise_en_stock: false,
      });
      ids.push(id);
    }
    const replies = await Promise.all(
      ids.map((id, i) =>
        call(t.app, a.headers.partnerA, 'POST', `v1/marchand/retourRembourse/${id}`, {
          reference: `VIR-${i}`,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const id of ids) expect(await refundEntries(db, id)).toHaveLength(1);
    const total =
      (await retourRow(db, ids[0])).montantRembourse! + (await retourRow(db, ids[1])).montantRembourse!;
    expect(total).toBe(300_000);
    expect(await checkInvariants(db)).toMatchObject({ ok: true });
  });
});
