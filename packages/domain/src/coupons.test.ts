import { describe, expect, it } from 'vitest';
import {
  bestCouponModel,
  COUPON_CODE_PATTERN,
  COUPON_ETAT_LABELS,
  COUPON_ETATS,
  couponEtatSchema,
  couponExpiry,
  generateCouponCode,
  isCouponExpired,
  isCouponUsable,
} from './coupons';
import { sequence } from './test-rng';

describe('coupon etats', () => {
  it('has the two states and their labels', () => {
    expect(COUPON_ETATS).toEqual(['utilise', 'non_utilise']);
    expect(COUPON_ETAT_LABELS).toEqual({ utilise: 'utilisé', non_utilise: 'non-utilisé' });
    expect(couponEtatSchema.parse('non_utilise')).toBe('non_utilise');
    expect(couponEtatSchema.safeParse('utilisé').success).toBe(false);
  });
});

describe('generateCouponCode', () => {
  it('formats 10 symbols as XXXXX-XXXXX', () => {
    expect(generateCouponCode(sequence([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('23456-789AB');
    expect(generateCouponCode(sequence([31, 30, 29, 28, 27, 26, 25, 24, 23, 22]))).toBe('ZYXWV-UTSRQ');
  });

  it('asks for exactly 10 bytes', () => {
    const asked: number[] = [];
    generateCouponCode((n) => {
      asked.push(n);
      return new Uint8Array(n);
    });
    expect(asked).toEqual([10]);
  });

  it('wraps bytes onto the 32 symbols', () => {
    expect(generateCouponCode(sequence([32, 64, 255, 224, 0, 0, 0, 0, 0, 0]))).toBe('22Z22-22222');
  });

  it('matches its pattern and never uses 0, O, 1 or I', () => {
    for (let seed = 0; seed < 256; seed++) {
      const code = generateCouponCode(sequence([seed, seed * 7, seed * 13, 255 - seed], true));
      expect(code).toMatch(COUPON_CODE_PATTERN);
      expect(code).not.toMatch(/[0O1I]/u);
    }
  });

  it('refuses a short random source', () => {
    expect(() => generateCouponCode(() => new Uint8Array(3))).toThrow(RangeError);
  });

  it('pattern refuses other shapes', () => {
    for (const bad of ['23456789AB', '2345-6789A', '23456-789A0', 'abcde-fghjk', '23456-789ABC']) {
      expect(bad).not.toMatch(COUPON_CODE_PATTERN);
    }
  });
});

describe('coupon expiry', () => {
  const issued = new Date('2024-03-01T10:00:00Z');

  it('adds duree days', () => {
    expect(couponExpiry(issued, 30).toISOString()).toBe('2024-03-31T10:00:00.000Z');
    expect(couponExpiry(issued, 0).toISOString()).toBe(issued.toISOString());
    expect(couponExpiry(new Date('2024-02-28T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('is usable strictly before the expiry', () => {
    expect(isCouponExpired(couponExpiry(issued, 1), new Date('2024-03-02T09:59:59.999Z'))).toBe(false);
    expect(isCouponExpired(couponExpiry(issued, 1), new Date('2024-03-02T10:00:00Z'))).toBe(true);
    expect(isCouponExpired(couponExpiry(issued, 0), issued)).toBe(true);
  });

  it('is usable when unused, unexpired and its model still valid; on its last day until the hour it was issued', () => {
    const coupon = { etat: 'non_utilise', expiresAt: couponExpiry(issued, 1), model: { valide: true } };
    const lastDayMorning = new Date('2024-03-02T08:00:00Z');
    expect(isCouponUsable(coupon, lastDayMorning)).toBe(true);
    expect(isCouponUsable(coupon, new Date('2024-03-02T10:00:00Z'))).toBe(false);
    expect(isCouponUsable({ ...coupon, etat: 'utilise' }, lastDayMorning)).toBe(false);
    expect(isCouponUsable({ ...coupon, model: { valide: false } }, lastDayMorning)).toBe(false);
  });

  it('does not mutate the issue date', () => {
    const d = new Date(issued);
    couponExpiry(d, 5);
    expect(d.getTime()).toBe(issued.getTime());
  });

  it.each([-1, 1.5, Number.NaN])('refuses duree %d', (duree) => {
    expect(() => couponExpiry(issued, duree)).toThrow(RangeError);
  });
});

describe('bestCouponModel', () => {
  const m = (id: number, montant: number, remise: number, valide = true) => ({
    id,
    montant,
    remise,
    duree: 30,
    valide,
  });

  it('is null when there is no model', () => {
    expect(bestCouponModel([], 1000)).toBeNull();
  });

  it('ignores models whose threshold the order does not reach', () => {
    expect(bestCouponModel([m(1, 5000, 500)], 4999.99)).toBeNull();
    expect(bestCouponModel([m(1, 5000, 500)], 5000)?.id).toBe(1);
  });

  it('ignores invalid models', () => {
    expect(bestCouponModel([m(1, 100, 900, false), m(2, 100, 100)], 1000)?.id).toBe(2);
    expect(bestCouponModel([m(1, 100, 900, false)], 1000)).toBeNull();
  });

  it('picks the highest remise among the reachable models', () => {
    const models = [m(1, 1000, 100), m(2, 3000, 400), m(3, 2000, 250), m(4, 10000, 2000)];
    expect(bestCouponModel(models, 500)).toBeNull();
    expect(bestCouponModel(models, 1500)?.id).toBe(1);
    expect(bestCouponModel(models, 2500)?.id).toBe(3);
    expect(bestCouponModel(models, 9999)?.id).toBe(2);
    expect(bestCouponModel(models, 20000)?.id).toBe(4);
  });

  it('breaks ties by the higher montant, then the lower id', () => {
    expect(bestCouponModel([m(1, 1000, 300), m(2, 2000, 300)], 5000)?.id).toBe(2);
    expect(bestCouponModel([m(9, 2000, 300), m(3, 2000, 300), m(5, 2000, 300)], 5000)?.id).toBe(3);
  });

  it('does not depend on the order of the list', () => {
    const models = [m(1, 1000, 300), m(2, 2000, 300), m(3, 500, 200), m(4, 2000, 300)];
    const reversed = [...models].reverse();
    expect(bestCouponModel(models, 5000)?.id).toBe(2);
    expect(bestCouponModel(reversed, 5000)?.id).toBe(2);
  });

  it('returns the caller object', () => {
    const model = { ...m(1, 0, 50), designation: 'Bienvenue' };
    expect(bestCouponModel([model], 0)).toBe(model);
  });
});
