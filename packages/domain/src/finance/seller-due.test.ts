import { describe, expect, it } from 'vitest';
import { disponibleAt, isDisponible } from './availability';
import { soldes } from './balances';
import { type SettledOrder, sellerDueCentimes, venteAmountCentimes } from './seller-due';

// 2 lines of 1 000,00 DZD, 20 % off one of them: 1 800,00 after promotion; coupon 300,00; fee 400,00;
// commission 10 % = 180,00. The client paid 1 800 − 300 + 400 = 1 900,00.
const order = (typePaiement: string): SettledOrder => ({
  typePaiement,
  total: 200_000,
  remisePromotion: 20_000,
  remiseCoupon: 30_000,
  fraisLivraison: 40_000,
  commission: 18_000,
});

describe("the seller's due and the vente amount", () => {
  it('is the lines after promotion − commission + delivery fee, whatever the coupon', () => {
    expect(sellerDueCentimes(order('devise'))).toBe(180_000 - 18_000 + 40_000);
  });

  it.each(['devise', 'cib'])('a %s order credits the whole due (the platform collected)', (type) => {
    expect(venteAmountCentimes(order(type))).toBe(202_000);
  });

  it('a cash-on-delivery order records coupon − commission (the seller collected the cash)', () => {
    expect(venteAmountCentimes(order('livraison'))).toBe(30_000 - 18_000);
    expect(venteAmountCentimes({ ...order('livraison'), remiseCoupon: 0 })).toBe(-18_000);
  });

  it('leaves the seller with the same money whoever collected', () => {
    // COD: the seller holds montant_a_payer in cash plus its ledger entry; card: only the entry.
    const montantAPayer = 180_000 - 30_000 + 40_000;
    expect(montantAPayer + venteAmountCentimes(order('livraison'))).toBe(venteAmountCentimes(order('cib')));
  });
});

describe('availability and balances', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');

  it('makes a vente available the retention delay after delivery, anything else at once', () => {
    expect(disponibleAt('vente', delivered, 7).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(disponibleAt('vente', delivered, 0)).toEqual(delivered);
    for (const type of [
      'remboursement',
      'versement',
      'versement_annule',
      'reglement',
      'ajustement',
    ] as const) {
      expect(disponibleAt(type, delivered, 7)).toEqual(delivered);
    }
    expect(isDisponible({ disponibleAt: delivered }, delivered)).toBe(true);
    expect(isDisponible({ disponibleAt: delivered }, new Date(delivered.getTime() - 1))).toBe(false);
  });

  it('splits the entries into available and pending, and may go negative', () => {
    const now = new Date('2026-11-05T00:00:00Z');
    const entries = [
      { montant: 10_000, disponibleAt: new Date('2026-11-08T10:00:00Z') },
      { montant: -18_000, disponibleAt: new Date('2026-11-01T10:00:00Z') },
      { montant: 5_000, disponibleAt: now },
    ];
    expect(soldes(entries, now)).toEqual({ disponible: -13_000, enAttente: 10_000, total: -3_000 });
    expect(soldes([], now)).toEqual({ disponible: 0, enAttente: 0, total: 0 });
  });
});
