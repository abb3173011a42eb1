import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTaux,
  lineBaseCentimes,
  lineCommissionCentimes,
  resolveCommissionRate,
  tauxFromPercent,
  tauxToPercent,
} from './commission';

describe('resolveCommissionRate', () => {
  it('takes the store override, else the category override, else the default', () => {
    expect(resolveCommissionRate({ marchand: 500, categorie: 800, defaut: 1000 })).toBe(500);
    expect(resolveCommissionRate({ marchand: null, categorie: 800, defaut: 1000 })).toBe(800);
    expect(resolveCommissionRate({ marchand: undefined, categorie: null, defaut: 1000 })).toBe(1000);
  });

  it('keeps an override of 0 % (a store that pays no commission)', () => {
    expect(resolveCommissionRate({ marchand: 0, categorie: 800, defaut: 1000 })).toBe(0);
    expect(resolveCommissionRate({ marchand: null, categorie: 0, defaut: 1000 })).toBe(0);
  });
});

describe('rates in hundredths of a percent', () => {
  it.each([
    [10, 1000],
    [12.5, 1250],
    [0, 0],
    [100, 10000],
    [7.33, 733],
    [1.005, 101],
  ])('%d %% is stored as %d', (percent, taux) => {
    expect(tauxFromPercent(percent)).toBe(taux);
  });

  it('shows a stored rate as a percent', () => {
    expect(tauxToPercent(1250)).toBe(12.5);
    expect(tauxToPercent(733)).toBe(7.33);
  });

  it('accepts integers from 0 to 10 000 only', () => {
    expect(isTaux(0)).toBe(true);
    expect(isTaux(10000)).toBe(true);
    expect(isTaux(10001)).toBe(false);
    expect(isTaux(-1)).toBe(false);
    expect(isTaux(12.5)).toBe(false);
  });
});

describe('lineCommissionCentimes', () => {
  it('is the base after promotion × rate, rounded half up to the centime', () => {
    // 2 × 1 000,00 DZD at 20 % off = 1 600,00 DZD; 10 % → 160,00 DZD.
    const base = lineBaseCentimes({ prix: 100_000, quantite: 2, pourcentage: 20 });
    expect(base).toBe(160_000);
    expect(lineCommissionCentimes(base, 1000)).toBe(16_000);
    expect(lineCommissionCentimes(5, 1000)).toBe(1); // 0.5 → 1
    expect(lineCommissionCentimes(4, 1000)).toBe(0); // 0.4 → 0
    expect(lineCommissionCentimes(15, 1000)).toBe(2); // 1.5 → 2
    expect(lineCommissionCentimes(333, 1250)).toBe(42); // 41.625 → 42
    expect(lineCommissionCentimes(1000, 0)).toBe(0);
    expect(lineCommissionCentimes(1000, 10000)).toBe(1000);
  });

  it('is exact for amounts whose product exceeds a double', () => {
    // 9e12 × 7 777 > 2^53: a float would lose the last centime.
    expect(lineCommissionCentimes(9_000_000_000_001, 7777)).toBe(6_999_300_000_001);
  });

  it('refuses a negative base or a rate outside 0..10 000', () => {
    expect(() => lineCommissionCentimes(-1, 1000)).toThrow(RangeError);
    expect(() => lineCommissionCentimes(100, 10001)).toThrow(RangeError);
    expect(() => lineCommissionCentimes(100, 1.5)).toThrow(RangeError);
  });

  it('never exceeds the base and matches the rounded exact product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10000 }), (base, taux) => {
        const c = lineCommissionCentimes(base, taux);
        expect(c).toBeLessThanOrEqual(base);
        // c − base × taux / 10 000 in (−½, ½]: the nearest centime, a tie rounded up.
        const twice = 2 * c * 10000 - 2 * base * taux;
        expect(twice).toBeGreaterThan(-10000);
        expect(twice).toBeLessThanOrEqual(10000);
      }),
    );
  });
});
