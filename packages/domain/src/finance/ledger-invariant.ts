import type { TypeEcriture } from './entry-types';
import type { EtatVersement } from './payouts';
import { type SettledOrder, venteAmountCentimes } from './seller-due';

export type LedgerOrder = SettledOrder & { marchandId: number | null; livree: boolean };
export type LedgerPayout = { marchandId: number; montant: number; etat: EtatVersement };
/**
 * A refunded return (`rembourse`): its order's store and the `remboursement` amount its refund
 * computes (returns/refund.ts `refundFor`, seller's view). Platform orders (no store) have no ledger.
 */
export type LedgerRefund = { marchandId: number | null; montant: number };
export type LedgerEntry = {
  marchandId: number;
  type: TypeEcriture;
  montant: number;
  commandeId?: number | null;
};

export type LedgerDiscrepancy = { marchandId: number; expected: number; actual: number };

/**
 * The ledger's invariant (decision 0044): for every store, Σ entries = Σ `vente` amounts of its
 * delivered orders − payouts asked + payouts rejected + the `remboursement` amounts of its refunded
 * returns + settlements and free adjustments as written. A `remboursement` entry is accounted for by
 * its return (a missing or wrong one is seen), not taken as written. An adjustment linked to an order is the correction of its delivery (ledger-entries.ts
 * `orderSettlement`) and belongs to the order's part: it is not taken as written. Platform orders
 * (no store) have no ledger. Returns the stores where it does not hold.
 */
export function ledgerDiscrepancies(history: {
  orders: readonly LedgerOrder[];
  payouts: readonly LedgerPayout[];
  entries: readonly LedgerEntry[];
  refunds?: readonly LedgerRefund[];
}): LedgerDiscrepancy[] {
  const expected = new Map<number, number>();
  const actual = new Map<number, number>();
  const add = (map: Map<number, number>, store: number, amount: number) =>
    map.set(store, (map.get(store) ?? 0) + amount);
  for (const order of history.orders) {
    if (order.marchandId === null || !order.livree) continue;
    add(expected, order.marchandId, venteAmountCentimes(order));
  }
  for (const payout of history.payouts) {
    add(expected, payout.marchandId, -payout.montant);
    if (payout.etat === 'refusee') add(expected, payout.marchandId, payout.montant);
  }
  for (const refund of history.refunds ?? []) {
    if (refund.marchandId !== null) add(expected, refund.marchandId, refund.montant);
  }
  for (const entry of history.entries) {
    add(actual, entry.marchandId, entry.montant);
    const asWritten =
      entry.type === 'reglement' || (entry.type === 'ajustement' && (entry.commandeId ?? null) === null);
    if (asWritten) add(expected, entry.marchandId, entry.montant);
  }
  const stores = new Set([...expected.keys(), ...actual.keys()]);
  const out: LedgerDiscrepancy[] = [];
  for (const marchandId of stores) {
    const e = expected.get(marchandId) ?? 0;
    const a = actual.get(marchandId) ?? 0;
    if (e !== a) out.push({ marchandId, expected: e, actual: a });
  }
  return out.sort((x, y) => x.marchandId - y.marchandId);
}
