import { describe, expect, it } from 'vitest';
import { refundFor } from './refund';

// Two lines: 2 × 10 000,00 DZD at −10 % (18 000,00 after promotion, commission 10 %: 1 800,00) and
// 1 × 2 000,00 (commission 200,00); a coupon of 1 000,00; a fee of 500,00.
const order = (typePaiement: string) => ({
  typePaiement,
  lignes: [
    { id: 1, prix: 1_000_000, quantite: 2, pourcentage: 10, commission: 180_000 },
    { id: 2, prix: 200_000, quantite: 1, pourcentage: null, commission: 20_000 },
  ],
  remiseCoupon: 100_000,
  fraisLivraison: 50_000,
});

describe('refundFor', () => {
  it('refunds the price paid less the coupon share, and the ledger per payment type', () => {
    const lignes = [{ commandeLigneId: 1, quantite: 1 }];
    const card = refundFor(order('devise'), [], { motif: 'defectueux', lignes });
    // 900 000 of 2 000 000 after promotion: 45 % of the coupon.
    expect(card).toMatchObject({ base: 900_000, couponShare: 45_000, commissionShare: 90_000, frais: 0 });
    expect(card.montantRembourse).toBe(855_000);
    expect(card.remboursementLedger).toBe(-810_000);
    expect(refundFor(order('livraison'), [], { motif: 'defectueux', lignes }).remboursementLedger).toBe(
      45_000,
    );
  });

  it('adds the fee when the last units come back for the seller’s fault only', () => {
    const before = [{ commandeLigneId: 1, quantite: 1 }];
    const rest = [
      { commandeLigneId: 1, quantite: 1 },
      { commandeLigneId: 2, quantite: 1 },
    ];
    const last = refundFor(order('cib'), before, { motif: 'endommage', lignes: rest });
    expect(last).toMatchObject({
      base: 1_100_000,
      couponShare: 55_000,
      commissionShare: 110_000,
      frais: 50_000,
    });
    expect(last.fraisRembourses).toBe(true);
    expect(last.remboursementLedger).toBe(-(1_100_000 - 110_000 + 50_000));
    expect(refundFor(order('cib'), before, { motif: 'changement_avis', lignes: rest }).fraisRembourses).toBe(
      false,
    );
    expect(refundFor(order('cib'), [], { motif: 'endommage', lignes: [rest[1]!] }).fraisRembourses).toBe(
      false,
    );
  });

  it('rounds shares of what was returned so far down, so parts add up to the whole', () => {
    const three = {
      typePaiement: 'devise',
      lignes: [{ id: 1, prix: 100, quantite: 3, commission: 10 }],
      remiseCoupon: 100,
      fraisLivraison: 0,
    };
    const one = [{ commandeLigneId: 1, quantite: 1 }];
    const a = refundFor(three, [], { motif: 'autre', lignes: one });
    const b = refundFor(three, one, { motif: 'autre', lignes: one });
    const c = refundFor(three, [...one, ...one], { motif: 'autre', lignes: one });
    expect([a.couponShare, b.couponShare, c.couponShare]).toEqual([33, 33, 34]);
    expect([a.commissionShare, b.commissionShare, c.commissionShare]).toEqual([3, 3, 4]);
    expect(a.montantRembourse + b.montantRembourse + c.montantRembourse).toBe(200);
  });

  it('refuses quantities above what was bought and lines of another order', () => {
    const all = [{ commandeLigneId: 2, quantite: 1 }];
    expect(() => refundFor(order('cib'), all, { motif: 'autre', lignes: all })).toThrow(RangeError);
    expect(() =>
      refundFor(order('cib'), [], { motif: 'autre', lignes: [{ commandeLigneId: 3, quantite: 1 }] }),
    ).toThrow(RangeError);
  });
});
