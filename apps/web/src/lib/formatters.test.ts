import { describe, expect, it, vi } from 'vitest';
import { formatCompact, formatDate, formatDzd, formatNumber, formatWilaya } from '@/lib/formatters';

const NBSP = '\u00a0';

describe('formatters per language', () => {
  it('writes prices as each language expects', () => {
    expect(formatDzd(1234, 'DZD', 'fr')).toBe(`1${NBSP}234,00${NBSP}DZD`);
    expect(formatDzd(1234, 'DA', 'fr')).toBe(`1${NBSP}234,00${NBSP}DA`);
    expect(formatDzd(1234, 'DZD', 'ar')).toBe(`1.234,00${NBSP}دج`);
    expect(formatDzd(1234, 'DA', 'ar')).toBe(`1.234,00${NBSP}دج`);
    expect(formatDzd(1234, 'DZD', 'en')).toBe(`DZD${NBSP}1,234.00`);
    expect(formatDzd(1234.5, '', 'en')).toBe('1,234.50');
    expect(formatDzd(0.005, 'DZD', 'ar')).toBe(`0,01${NBSP}دج`);
  });

  it('keeps Latin digits in Arabic, as Algerian shops print them', () => {
    expect(formatDzd(9876543.21, 'DZD', 'ar')).toMatch(/^[\d.,]+\u00a0دج$/);
    expect(formatNumber(4.5, 1, 'ar')).toBe('4,5');
    expect(formatDate('2026-03-05T10:00:00Z', 'long', 'ar', 'UTC')).toBe('5 مارس 2026');
    expect(formatCompact(1_200_000, 'ar')).toMatch(/^1,2/);
    expect(formatDate(Date.UTC(2026, 9, 1), 'monthYear', 'ar', 'UTC')).toMatch(/^10\D*\/2026$/u);
    expect(formatDate(Date.UTC(2026, 9, 1), 'monthYear', 'fr', 'UTC')).toBe('oct. 2026');
  });

  it('formats numbers and dates for French and English', () => {
    expect(formatNumber(4.5, 1, 'fr')).toBe('4,5');
    expect(formatNumber(4.5, 1, 'en')).toBe('4.5');
    expect(formatDate('2026-03-05T10:00:00Z', 'numeric', 'fr', 'UTC')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'numeric', 'en', 'UTC')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T10:07:00Z', 'dateTime', 'fr', 'UTC')).toBe('05/03/2026 10:07');
    expect(formatDate('2026-03-05T10:00:00Z', 'long', 'fr', 'UTC')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'long', 'en', 'UTC')).toBe('5 March 2026');
    expect(formatDate('not a date', 'numeric', 'fr')).toBe('');
  });

  it("writes a long date on the browser's own day without the engine, as the engine did", () => {
    const made: unknown[] = [];
    const Engine = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args) {
      made.push(args);
      return new Engine(...args);
    } as typeof Intl.DateTimeFormat);
    try {
      // Around midnight UTC and in each month: the day is the browser's, as the engine's default.
      const instants = ['2026-01-31T23:30:00Z', '2026-07-01T00:30:00Z', '2026-12-31T12:00:00Z'];
      for (let month = 0; month < 12; month++) instants.push(new Date(2026, month, 14, 9).toISOString());
      for (const language of ['fr', 'ar', 'en'] as const)
        for (const at of instants) {
          const expected = new Engine(
            language === 'fr' ? ['fr-DZ', 'fr-FR'] : language === 'ar' ? ['ar-DZ', 'ar'] : ['en-GB', 'en'],
            {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              ...(language === 'ar' ? { numberingSystem: 'latn' } : {}),
            },
          ).format(new Date(at));
          expect(formatDate(at, 'long', language), `${language} ${at}`).toBe(expected);
        }
      expect(made).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('names wilayas in Arabic on Arabic screens only', () => {
    expect(formatWilaya('16 - Alger', 'ar')).toBe('16 - الجزائر');
    expect(formatWilaya('16 - Alger', 'fr')).toBe('16 - Alger');
    expect(formatWilaya('16 - Alger', 'en')).toBe('16 - Alger');
  });
});
