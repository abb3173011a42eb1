import { describe, expect, it } from 'vitest';
import { algiersDay } from './algiers-time';
import { isPromotionRunning } from './promotions';

describe('isPromotionRunning', () => {
  const p = { valide: true, dateDebut: '2026-11-29', dateFin: '2026-12-05' };

  it('runs from its first day to its last, both included', () => {
    expect(isPromotionRunning(p, '2026-11-28')).toBe(false);
    expect(isPromotionRunning(p, '2026-11-29')).toBe(true);
    expect(isPromotionRunning(p, '2026-12-05')).toBe(true);
    expect(isPromotionRunning(p, '2026-12-06')).toBe(false);
  });

  it('runs on a single day when it starts and ends today', () => {
    expect(isPromotionRunning({ ...p, dateFin: '2026-11-29' }, '2026-11-29')).toBe(true);
  });

  it('never runs once blocked', () => {
    expect(isPromotionRunning({ ...p, valide: false }, '2026-11-30')).toBe(false);
  });

  it('starts at midnight in Algiers, an hour before UTC midnight', () => {
    expect(isPromotionRunning(p, algiersDay(new Date('2026-11-28T22:59:59Z')))).toBe(false);
    expect(isPromotionRunning(p, algiersDay(new Date('2026-11-28T23:00:00Z')))).toBe(true);
    expect(isPromotionRunning(p, algiersDay(new Date('2026-12-05T22:59:59Z')))).toBe(true);
    expect(isPromotionRunning(p, algiersDay(new Date('2026-12-05T23:00:00Z')))).toBe(false);
  });
});
