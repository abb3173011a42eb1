import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayPrice,
  displayPriceCentimes,
  type OrderLine,
  orderSummary,
  orderSummaryCentimes,
  promotionPrice,
  promotionPriceCentimes,
} from './pricing';

describe('promotionPrice', () => {
  it.each([
    [1000, 20, 800],
    [1000, 0, 1000],
    [1000, null, 1000],
    [1000, undefined, 1000],
    [1000, 100, 0],
    [1000, 150, 0],
    [1000, -10, 1000],
    [999.99, 15, 849.99], // 849.9915 → 849.99
    [0.01, 50, 0.01], // 0.005 → half up to 0.01
    [0.03, 50, 0.02], // 0.015 → 0.02
    [1.01, 50, 0.51], // 0.505 → 0.51
    [19.99, 33, 13.39], // 13.3933
    [100, 12.5, 87.5],
    [100, 33.33, 66.67],
    [2500, 5, 2375],
    [0, 40, 0],
  ])('%d DZD at %d %% → %d DZD', (prix, pct, expected) => {
    expect(promotionPrice(prix, pct)).toBe(expected);
  });

  it('works in centimes with half-up rounding', () => {
    expect(promotionPriceCentimes(1, 50)).toBe(1); // 0.5 → 1
    expect(promotionPriceCentimes(3, 50)).toBe(2); // 1.5 → 2
    expect(promotionPriceCentimes(5, 10)).toBe(5); // 4.5 → 5
    expect(promotionPriceCentimes(101, 50)).toBe(51);
    expect(promotionPriceCentimes(99999, 15)).toBe(84999);
  });

  it('refuses negative, fractional or non-numeric prices and NaN percentages', () => {
    expect(() => promotionPriceCentimes(-1, 10)).toThrow(RangeError);
    expect(() => promotionPriceCentimes(1.5, 10)).toThrow(RangeError);
    expect(() => promotionPrice(-5, 10)).toThrow(RangeError);
    expect(() => promotionPrice(Number.NaN, 10)).toThrow(RangeError);
    expect(() => promotionPrice(10, Number.NaN)).toThrow(RangeError);
  });

  it('never goes below 0 nor above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        (p, pct) => {
          const r = promotionPriceCentimes(p, pct);
          expect(Number.isSafeInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(p);
        },
      ),
    );
  });
});

describe('displayPrice', () => {
  it('is null without stock', () => {
    expect(displayPrice([])).toBeNull();
    expect(displayPriceCentimes([], 20)).toBeNull();
  });

  it('shows one price when every variant costs the same', () => {
    expect(displayPrice([1500, 1500])).toEqual({ min: 1500, max: 1500, isRange: false, promoMin: null });
  });

  it('shows the range from the lowest to the highest price', () => {
    expect(displayPrice([2200, 1500.5, 1800])).toEqual({
      min: 1500.5,
      max: 2200,
      isRange: true,
      promoMin: null,
    });
  });

  it('discounts the lowest price when promoted', () => {
    expect(displayPrice([2000, 1000], 20)).toEqual({ min: 1000, max: 2000, isRange: true, promoMin: 800 });
    expect(displayPrice([999.99], 15)).toEqual({
      min: 999.99,
      max: 999.99,
      isRange: false,
      promoMin: 849.99,
    });
  });

  it('has no promotion at 0 %, null or a negative percentage', () => {
    expect(displayPrice([1000], 0)?.promoMin).toBeNull();
    expect(displayPrice([1000], null)?.promoMin).toBeNull();
    expect(displayPrice([1000], -5)?.promoMin).toBeNull();
  });

  it('has a centimes twin', () => {
    expect(displayPriceCentimes([150000, 99999], 15)).toEqual({
      min: 99999,
      max: 150000,
      isRange: true,
      promoMin: 84999,
    });
  });

  it('refuses negative prices', () => {
    expect(() => displayPrice([-1])).toThrow(RangeError);
  });
});

describe('orderSummary', () => {
  it('sums an empty order to 0', () => {
    expect(orderSummary([])).toEqual({
      total: 0,
      totalPromotion: 0,
      remisePromotion: 0,
      remiseCoupon: 0,
      fraisLivraison: 0,
      aPayer: 0,
    });
  });

  it('computes promotion per line and per unit, then the coupon', () => {
    const lines: OrderLine[] = [
      { prix: 1000, quantite: 2, pourcentage: 20 },
      { prix: 500, quantite: 1 },
      { prix: 0.03, quantite: 3, pourcentage: 50 },
    ];
    // 2000 + 500 + 0.09 = 2500.09; promoted 1600 + 500 + 3 × 0.02 = 2100.06
    expect(orderSummary(lines, 100)).toEqual({
      total: 2500.09,
      totalPromotion: 2100.06,
      remisePromotion: 400.03,
      remiseCoupon: 100,
      fraisLivraison: 0,
      aPayer: 2000.06,
    });
  });

  it('rounds the unit price before multiplying by the quantity', () => {
    // 0.01 at 50 % is 0.005 → 0.01 per unit, so 10 units cost 0.10, not 0.05.
    expect(orderSummary([{ prix: 0.01, quantite: 10, pourcentage: 50 }]).totalPromotion).toBe(0.1);
  });

  it('caps a coupon larger than the order at the order', () => {
    expect(orderSummary([{ prix: 300, quantite: 1, pourcentage: 50 }], 1000)).toEqual({
      total: 300,
      totalPromotion: 150,
      remisePromotion: 150,
      remiseCoupon: 150,
      fraisLivraison: 0,
      aPayer: 0,
    });
  });

  it('treats a missing coupon as none', () => {
    expect(orderSummary([{ prix: 10, quantite: 1 }], null).remiseCoupon).toBe(0);
    expect(orderSummary([{ prix: 10, quantite: 1 }], undefined).aPayer).toBe(10);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses quantite %d', (quantite) => {
    expect(() => orderSummary([{ prix: 10, quantite }])).toThrow(RangeError);
  });

  it('refuses negative prices and negative coupons', () => {
    expect(() => orderSummary([{ prix: -10, quantite: 1 }])).toThrow(RangeError);
    expect(() => orderSummaryCentimes([{ prix: 10.5, quantite: 1 }])).toThrow(RangeError);
    expect(() => orderSummary([{ prix: 10, quantite: 1 }], -5)).toThrow(RangeError);
    expect(() => orderSummaryCentimes([{ prix: 10, quantite: 1 }], 0.5)).toThrow(RangeError);
  });

  const centimeLine = fc.record({
    prix: fc.integer({ min: 0, max: 100_000_000 }),
    quantite: fc.integer({ min: 1, max: 100 }),
    pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  });

  it('keeps its invariants in centimes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(centimeLine, { maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: undefined }),
        (lines, coupon) => {
          const s = orderSummaryCentimes(lines, coupon);
          for (const v of Object.values(s)) expect(Number.isSafeInteger(v)).toBe(true);
          expect(s.aPayer).toBeGreaterThanOrEqual(0);
          expect(s.remisePromotion).toBeGreaterThanOrEqual(0);
          expect(s.total).toBe(s.totalPromotion + s.remisePromotion);
          expect(s.aPayer).toBe(s.totalPromotion - s.remiseCoupon);
          expect(s.remiseCoupon).toBe(Math.min(coupon ?? 0, s.totalPromotion));
          expect(s.total).toBe(lines.reduce((sum, l) => sum + l.prix * l.quantite, 0));
        },
      ),
    );
  });

  it('has no promotion discount without promotions (property)', () => {
    fc.assert(
      fc.property(fc.array(centimeLine.map((l) => ({ ...l, pourcentage: undefined }))), (lines) => {
        const s = orderSummaryCentimes(lines);
        expect(s.remisePromotion).toBe(0);
        expect(s.totalPromotion).toBe(s.total);
      }),
    );
  });

  it('gives the same result in DZD and in centimes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(centimeLine, { maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, c) => {
          const dzd = orderSummary(
            lines.map((l) => ({ ...l, prix: l.prix / 100 })),
            c / 100,
          );
          const cts = orderSummaryCentimes(lines, c);
          expect(dzd).toEqual({
            total: cts.total / 100,
            totalPromotion: cts.totalPromotion / 100,
            remisePromotion: cts.remisePromotion / 100,
            remiseCoupon: cts.remiseCoupon / 100,
            fraisLivraison: cts.fraisLivraison / 100,
            aPayer: cts.aPayer / 100,
          });
          expect(dzd.aPayer).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('orderSummary with a delivery fee', () => {
  const centimeLine = fc.record({
    prix: fc.integer({ min: 0, max: 100_000_000 }),
    quantite: fc.integer({ min: 1, max: 100 }),
    pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  });

  it('adds the fee after the coupon, which never pays it', () => {
    expect(orderSummary([{ prix: 1000, quantite: 2, pourcentage: 10 }], 300, { frais: 450 })).toEqual({
      total: 2000,
      totalPromotion: 1800,
      remisePromotion: 200,
      remiseCoupon: 300,
      fraisLivraison: 450,
      aPayer: 1950,
    });
    // A coupon larger than the articles leaves the fee to pay.
    expect(orderSummary([{ prix: 100, quantite: 1 }], 500, { frais: 400 })).toMatchObject({
      remiseCoupon: 100,
      fraisLivraison: 400,
      aPayer: 400,
    });
  });

  it('waives the fee from the threshold on, measured after promotions and coupon', () => {
    const lines: OrderLine[] = [{ prix: 5000, quantite: 2, pourcentage: 0 }];
    expect(orderSummary(lines, null, { frais: 600, seuilGratuite: 10000 }).fraisLivraison).toBe(0);
    expect(orderSummary(lines, null, { frais: 600, seuilGratuite: 10000.01 }).fraisLivraison).toBe(600);
    // The coupon brings the articles under the threshold: the fee is due again.
    expect(orderSummary(lines, 1, { frais: 600, seuilGratuite: 10000 })).toMatchObject({
      fraisLivraison: 600,
      aPayer: 10599,
    });
    // A promotion counts too.
    expect(
      orderSummary([{ prix: 5000, quantite: 2, pourcentage: 50 }], null, { frais: 600, seuilGratuite: 10000 })
        .fraisLivraison,
    ).toBe(600);
    expect(orderSummary(lines, null, { frais: 600, seuilGratuite: null }).fraisLivraison).toBe(600);
    expect(orderSummary(lines, null, { frais: 600, seuilGratuite: 0 }).fraisLivraison).toBe(0);
  });

  it('refuses negative or fractional fees and thresholds', () => {
    expect(() => orderSummaryCentimes([], null, { frais: -1 })).toThrow(RangeError);
    expect(() => orderSummaryCentimes([], null, { frais: 1.5 })).toThrow(RangeError);
    expect(() => orderSummaryCentimes([], null, { frais: 1, seuilGratuite: -1 })).toThrow(RangeError);
    expect(() => orderSummary([], null, { frais: -1 })).toThrow(RangeError);
  });

  it('keeps aPayer = articles − coupon + fee, the fee 0 or the grid fee (property)', () => {
    fc.assert(
      fc.property(
        fc.array(centimeLine, { maxLength: 10 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
        (lines, coupon, frais, seuil) => {
          const s = orderSummaryCentimes(lines, coupon, { frais, seuilGratuite: seuil });
          const without = orderSummaryCentimes(lines, coupon);
          const articles = s.totalPromotion - s.remiseCoupon;
          expect(s.aPayer).toBe(articles + s.fraisLivraison);
          expect(s.aPayer).toBe(without.aPayer + s.fraisLivraison);
          expect(s.fraisLivraison).toBe(seuil !== null && articles >= seuil ? 0 : frais);
          const dzd = orderSummary(
            lines.map((l) => ({ ...l, prix: l.prix / 100 })),
            coupon === undefined ? undefined : coupon / 100,
            { frais: frais / 100, seuilGratuite: seuil === null ? null : seuil / 100 },
          );
          expect(dzd.aPayer).toBe(s.aPayer / 100);
          expect(dzd.fraisLivraison).toBe(s.fraisLivraison / 100);
        },
      ),
    );
  });
});
