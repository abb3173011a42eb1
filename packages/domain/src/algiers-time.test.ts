import { describe, expect, it } from 'vitest';
import {
  algiersDay,
  algiersDayIn,
  algiersDayRange,
  algiersMidnight,
  algiersYearMonth,
  formatAlgiers,
  formatDay,
} from './algiers-time';

describe('Algerian calendar day', () => {
  it('turns at 23:00 UTC, not at UTC midnight', () => {
    expect(algiersDay(new Date('2026-11-28T22:59:59Z'))).toBe('2026-11-28');
    expect(algiersDay(new Date('2026-11-28T23:00:00Z'))).toBe('2026-11-29');
    expect(algiersDay(new Date('2026-11-29T00:30:00Z'))).toBe('2026-11-29');
  });

  it('crosses months and years the same way', () => {
    expect(algiersDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(algiersYearMonth(new Date('2026-12-31T23:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(algiersYearMonth(new Date('2026-12-31T22:59:59Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('counts days from an instant', () => {
    expect(algiersDayIn(new Date('2026-11-28T23:30:00Z'), 1)).toBe('2026-11-30');
    expect(algiersDayIn(new Date('2026-11-28T23:30:00Z'), -1)).toBe('2026-11-28');
  });

  it('starts a day at its Algerian midnight; a range includes both days', () => {
    expect(algiersMidnight('2026-11-29').toISOString()).toBe('2026-11-28T23:00:00.000Z');
    const range = algiersDayRange('2026-11-01', '2026-11-30');
    expect(range.from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(range.until.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(algiersDay(new Date(range.until.getTime() - 1))).toBe('2026-11-30');
  });
});

describe('formatDay', () => {
  it('prints a calendar day day first, and leaves anything else alone', () => {
    expect(formatDay('2026-11-29')).toBe('29/11/2026');
    expect(formatDay('bientôt')).toBe('bientôt');
  });
});

describe('formatAlgiers', () => {
  const lateEvening = new Date('2026-11-28T23:05:09Z'); // 00:05:09 on 29/11 in Algiers

  it('prints numeric dates day first, in Algiers time', () => {
    expect(formatAlgiers(lateEvening, 'date')).toBe('29/11/2026');
    expect(formatAlgiers(lateEvening, 'time')).toBe('00:05');
    expect(formatAlgiers(lateEvening, 'dateTime')).toBe('29/11/2026 00:05');
    expect(formatAlgiers(lateEvening, 'dateTimeSeconds')).toBe('29/11/2026 00:05:09');
    expect(formatAlgiers(lateEvening, 'dateTime', 'ar')).toBe('29/11/2026 00:05');
  });

  it('writes the long date in each language', () => {
    expect(formatAlgiers(lateEvening, 'long', 'fr')).toBe('29 novembre 2026');
    expect(formatAlgiers(lateEvening, 'long', 'en')).toBe('29 November 2026');
    expect(formatAlgiers(lateEvening, 'long', 'ar')).toMatch(/^29 .+ 2026$/);
  });
});
