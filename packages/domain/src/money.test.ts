import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './language-codes';
import {
  ENGINE_LOCALES,
  formatDzd,
  formatDzdIn,
  formatNumberIn,
  NBSP,
  roundHalfUp,
  toCentimes,
  toDzd,
} from './money';

describe('roundHalfUp', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-1.5, -2],
    [0.49, 0],
    [-0.4, 0],
    [100.49999999999999, 101],
  ])('%d → %d', (x, r) => {
    expect(roundHalfUp(x)).toBe(r);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
  });
});

describe('toCentimes', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12500, 1250000],
    [0.1, 10],
    [0.29, 29],
    [19.99, 1999],
    [1.005, 101],
    [1.015, 102],
    [0.004, 0],
    [0.005, 1],
    [-2.5, -250],
  ])('%d DZD → %d centimes', (dzd, c) => {
    expect(toCentimes(dzd)).toBe(c);
  });

  it('refuses NaN and infinities', () => {
    expect(() => toCentimes(Number.NaN)).toThrow(RangeError);
    expect(() => toCentimes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCentimes(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('refuses amounts beyond exact integers', () => {
    expect(() => toCentimes(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(toCentimes(-0), 0)).toBe(true);
  });
});

describe('toDzd', () => {
  it('divides by 100', () => {
    expect(toDzd(1250000)).toBe(12500);
    expect(toDzd(1999)).toBe(19.99);
    expect(toDzd(1)).toBe(0.01);
    expect(toDzd(0)).toBe(0);
  });

  it('refuses non-integers', () => {
    expect(() => toDzd(1.5)).toThrow(RangeError);
    expect(() => toDzd(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every centime amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(toCentimes(toDzd(c))).toBe(c);
      }),
    );
  });
});

describe('formatDzd', () => {
  const s = (text: string) => text.replaceAll(' ', NBSP);

  it.each([
    [12500, '12 500,00 DZD'],
    [0, '0,00 DZD'],
    [0.5, '0,50 DZD'],
    [19.99, '19,99 DZD'],
    [999, '999,00 DZD'],
    [1000, '1 000,00 DZD'],
    [1234567.891, '1 234 567,89 DZD'],
    [1.005, '1,01 DZD'],
    [-1234.5, '-1 234,50 DZD'],
    [-0.001, '0,00 DZD'],
  ])('%d → %s (spaces are U+00A0)', (amount, text) => {
    expect(formatDzd(amount)).toBe(s(text));
  });

  it('uses no-break spaces only', () => {
    expect(formatDzd(1234567)).not.toMatch(/[ \u202f]/u);
    expect(NBSP).toBe('\u00a0');
  });

  it('takes another suffix, or none', () => {
    expect(formatDzd(2500, 'DA')).toBe(s('2 500,00 DA'));
    expect(formatDzd(2500, '')).toBe(s('2 500,00'));
  });

  it('refuses NaN', () => {
    expect(() => formatDzd(Number.NaN)).toThrow(RangeError);
  });
});

describe('numbers written as the engine writes them', () => {
  // What the screens wrote through Intl.NumberFormat before money.ts wrote numbers itself: the
  // engine's output, its U+202F made U+00A0, is the reference for each language.
  const engine = (language: Language, maximumFractionDigits: number, minimumFractionDigits = 0) =>
    new Intl.NumberFormat(ENGINE_LOCALES[language], {
      maximumFractionDigits,
      minimumFractionDigits,
      ...(language === 'ar' ? { numberingSystem: 'latn' } : {}),
    });
  const spaces = (text: string) => text.replace(/[\s\u202f]/gu, NBSP);
  const languages = ['fr', 'ar', 'en'] as const;

  // Every magnitude from a centime to the largest amount a centime count holds, both signs, and
  // numbers that round (half a centime, binary noise, ties of a rating's average).
  const numbers = [0, -0, 0.001, -0.004, 0.005, 1.005, 2.5, -2.5, 4.35, 4.25, 4.6667, 19.99, 999.999];
  numbers.push(1000, -1234.5, 90071992547409.91, 1e20, -0.01);
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let digits = 1; digits <= 15; digits++) {
    for (let i = 0; i < 20; i++) {
      const centimes = Math.floor(random() * 10 ** digits);
      numbers.push(centimes / 100, -centimes / 100, (centimes / 1000) * 3);
    }
  }

  it.each(languages)('in %s, amounts: every magnitude, both signs, rounded to the centime', (language) => {
    const reference = engine(language, 2, 2);
    for (const amount of numbers.filter((n) => Math.abs(n) < 9e13)) {
      const expected = spaces(reference.format(toDzd(toCentimes(amount))));
      expect(formatDzdIn(amount, language, ''), `${amount}`).toBe(expected);
    }
  });

  it.each(languages)('in %s, numbers with 0 to 3 decimals at most', (language) => {
    for (const decimals of [0, 1, 2, 3]) {
      const reference = engine(language, decimals);
      for (const value of numbers) {
        expect(formatNumberIn(value, language, decimals), `${value} (${decimals})`).toBe(
          spaces(reference.format(value)),
        );
      }
    }
  });

  it.each(languages)('in %s, what it leaves to the engine: NaN, infinities, 10^21 and more', (language) => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3e25]) {
      expect(formatNumberIn(value, language, 1)).toBe(spaces(engine(language, 1).format(value)));
    }
  });

  it('refuses an amount that is not one, in every language', () => {
    for (const language of languages) {
      expect(() => formatDzdIn(Number.NaN, language)).toThrow(RangeError);
      expect(() => formatDzdIn(Number.POSITIVE_INFINITY, language)).toThrow(RangeError);
    }
  });
});
