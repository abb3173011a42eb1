import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBaseCentimes, lineCommissionCentimes } from '../finance/commission';
import { type LedgerEntry, type LedgerRefund, ledgerDiscrepancies } from '../finance/ledger-invariant';
import { venteAmountCentimes } from '../finance/seller-due';
import { isCardPayment } from '../payments';
import { orderSummaryCentimes, promotionPriceCentimes } from '../pricing';
import type { RetourLigneQuantite } from './quantities';
import { type RefundOrder, refundFor } from './refund';
import { MOTIFS_RETOUR, type MotifRetour, refundsDeliveryFee } from './states';

/**
 * Random orders (lines, promotions, coupon, fee, each payment type, a store's or the platform's),
 * returned in random successive parts, replayed through the domain's rules (refund.ts, seller-due.ts):
 * every party ends with exactly its share, a full return brings everyone back to zero (the seller
 * keeps the fee when it is not refunded), refunds never exceed what was paid, and the ledger's
 * invariant holds with the refunds.
 */

const lineArb = fc.record({
  prix: fc.integer({ min: 0, max: 2_000_000 }),
  quantite: fc.integer({ min: 1, max: 6 }),
  pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  taux: fc.integer({ min: 0, max: 10_000 }),
});

const orderArb = fc.record({
  store: fc.constantFrom<number | null>(null, 1, 2),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  coupon: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }),
  frais: fc.integer({ min: 0, max: 100_000 }),
  typePaiement: fc.constantFrom('devise', 'cib', 'livraison'),
});

/** Successive returns: for each, a share of what is left of each line, and a reason. */
const returnsArb = fc.array(
  fc.record({
    shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
    motif: fc.constantFrom(...MOTIFS_RETOUR),
  }),
  { maxLength: 5 },
);

/** Positions compared as amounts: −0 and 0 are the same zero. */
const n = (x: number) => x + 0;

type Arbitrated<A> = A extends fc.Arbitrary<infer T> ? T : never;

function place(o: Arbitrated<typeof orderArb>) {
  const summary = orderSummaryCentimes(o.lines, o.coupon, { frais: o.frais });
  const lignes = o.lines.map((l, i) => ({
    id: i + 1,
    prix: l.prix,
    quantite: l.quantite,
    pourcentage: l.pourcentage,
    commission: o.store === null ? 0 : lineCommissionCentimes(lineBaseCentimes(l), l.taux),
  }));
  const order: RefundOrder = {
    typePaiement: o.typePaiement,
    lignes,
    remiseCoupon: summary.remiseCoupon,
    fraisLivraison: summary.fraisLivraison,
  };
  const settled = {
    typePaiement: o.typePaiement,
    total: summary.total,
    remisePromotion: summary.remisePromotion,
    remiseCoupon: summary.remiseCoupon,
    fraisLivraison: summary.fraisLivraison,
    commission: lignes.reduce((s, l) => s + l.commission, 0),
  };
  return { order, settled, paid: summary.aPayer, totalBase: summary.totalPromotion };
}

/** Runs the returns; `full` adds a last one bringing back everything left, for `lastMotif`. */
function run(o: Arbitrated<typeof orderArb>, steps: Arbitrated<typeof returnsArb>, full: MotifRetour | null) {
  const placed = place(o);
  const { order } = placed;
  const returned = new Map<number, number>(order.lignes.map((l) => [l.id, 0]));
  const refunded: RetourLigneQuantite[] = [];
  const refunds: (ReturnType<typeof refundFor> & { motif: MotifRetour })[] = [];
  const apply = (lignes: RetourLigneQuantite[], motif: MotifRetour) => {
    if (lignes.length === 0) return;
    const refund = refundFor(order, refunded, { motif, lignes });
    refunds.push({ ...refund, motif });
    for (const l of lignes) {
      refunded.push(l);
      returned.set(l.commandeLigneId, (returned.get(l.commandeLigneId) ?? 0) + l.quantite);
    }
  };
  for (const step of steps) {
    const lignes = order.lignes
      .map((l, i) => ({
        commandeLigneId: l.id,
        quantite: Math.floor((l.quantite - (returned.get(l.id) ?? 0)) * (step.shares[i] ?? 0)),
      }))
      .filter((l) => l.quantite > 0);
    apply(lignes, step.motif);
  }
  if (full) {
    const rest = order.lignes
      .map((l) => ({ commandeLigneId: l.id, quantite: l.quantite - (returned.get(l.id) ?? 0) }))
      .filter((l) => l.quantite > 0);
    apply(rest, full);
  }
  return { ...placed, returned, refunds };
}

/**
 * Where each party stands after the order and its refunds, in centimes (0 = as before the order).
 * Card and CIB: the platform collected the payment, makes the refunds and owes the seller its ledger.
 * Cash on delivery: the seller collected the payment and makes the refunds; the ledger is what the
 * platform owes it (or it owes the platform).
 */
function positions(r: ReturnType<typeof run>, ledger: number) {
  const refundedTotal = r.refunds.reduce((s, x) => s + x.montantRembourse, 0);
  const client = -r.paid + refundedTotal;
  if (isCardPayment(r.order.typePaiement)) {
    return { client, seller: ledger, platform: r.paid - refundedTotal - ledger };
  }
  return { client, seller: r.paid - refundedTotal + ledger, platform: -ledger };
}

describe('refunds over random orders and returns (property)', () => {
  it('leaves each party exactly its share, never refunds more than was paid, keeps the ledger', () => {
    fc.assert(
      fc.property(
        orderArb,
        returnsArb,
        fc.option(fc.constantFrom(...MOTIFS_RETOUR), { nil: null }),
        (o, steps, full) => {
          const r = run(o, steps, full);
          const vente = venteAmountCentimes(r.settled);
          const ledger = vente + r.refunds.reduce((s, x) => s + x.remboursementLedger, 0);
          const p = positions(r, ledger);
          expect(n(p.client + p.seller + p.platform)).toBe(0);

          // Never more than was paid, at any step.
          let sum = 0;
          for (const refund of r.refunds) {
            sum += refund.montantRembourse;
            expect(refund.montantRembourse).toBeGreaterThanOrEqual(0);
            expect(sum).toBeLessThanOrEqual(r.paid);
          }

          // What is kept, computed independently from the totals returned so far (the documented
          // rounding: each share of everything returned is rounded down).
          const floorShare = (total: number, part: number, whole: number) =>
            whole === 0 ? 0 : Number((BigInt(total) * BigInt(part)) / BigInt(whole));
          let returnedBase = 0;
          let keptCommission = 0;
          let keptBaseLessCommission = 0;
          for (const l of r.order.lignes) {
            const q = r.returned.get(l.id) ?? 0;
            const unit = promotionPriceCentimes(l.prix, l.pourcentage);
            returnedBase += unit * q;
            const commissionKept = l.commission - floorShare(l.commission, q, l.quantite);
            keptCommission += commissionKept;
            keptBaseLessCommission += unit * (l.quantite - q) - commissionKept;
          }
          const couponKept =
            r.order.remiseCoupon - floorShare(r.order.remiseCoupon, returnedBase, r.totalBase);
          const feeRefunded = r.refunds.some((x) => x.fraisRembourses);
          const feeKept = feeRefunded ? 0 : r.order.fraisLivraison;
          const keptBase = r.totalBase - returnedBase;
          expect(n(p.client)).toBe(n(-(keptBase - couponKept + feeKept)));
          if (o.store !== null) {
            expect(n(p.seller)).toBe(n(keptBaseLessCommission + feeKept));
            expect(n(p.platform)).toBe(n(keptCommission - couponKept));
          }

          // The client's share is within one centime of the exact proportion, in its favour.
          const exactTimesT = BigInt(r.order.remiseCoupon) * BigInt(keptBase); // coupon share kept × T
          if (r.totalBase > 0) {
            const diff = BigInt(couponKept) * BigInt(r.totalBase) - exactTimesT;
            expect(diff >= 0n && diff < BigInt(r.totalBase)).toBe(true);
          }

          // Everything back: all three at zero, but for the fee the seller keeps when not refunded.
          const allBack = r.order.lignes.every((l) => r.returned.get(l.id) === l.quantite);
          if (allBack) {
            const last = r.refunds.at(-1)?.motif;
            expect(feeRefunded).toBe(
              r.order.fraisLivraison > 0 && last !== undefined && refundsDeliveryFee(last),
            );
            expect(n(p.client)).toBe(n(-feeKept));
            if (o.store !== null) {
              expect(n(p.seller)).toBe(n(feeKept));
              expect(n(p.platform)).toBe(0);
            } else {
              expect(n(p.seller + p.platform)).toBe(n(feeKept));
            }
          }

          // The ledger's invariant, with the refunds, and a lost refund entry is seen.
          if (o.store !== null) {
            const entries: LedgerEntry[] = [
              { marchandId: o.store, type: 'vente', montant: vente, commandeId: 1 },
              ...r.refunds.map((x) => ({
                marchandId: o.store as number,
                type: 'remboursement' as const,
                montant: x.remboursementLedger,
                commandeId: 1,
              })),
            ];
            const refunds: LedgerRefund[] = r.refunds.map((x) => ({
              marchandId: o.store,
              montant: x.remboursementLedger,
            }));
            const orders = [{ ...r.settled, marchandId: o.store, livree: true }];
            expect(ledgerDiscrepancies({ orders, payouts: [], entries, refunds })).toEqual([]);
            entries.forEach((entry, i) => {
              if (entry.type !== 'remboursement' || entry.montant === 0) return;
              const lost = entries.filter((_, j) => j !== i);
              expect(ledgerDiscrepancies({ orders, payouts: [], entries: lost, refunds })).not.toEqual([]);
            });
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
