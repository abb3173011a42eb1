import { describe, expect, it } from 'vitest';
import { isWithinReturnWindow, returnDeadline } from './window';

describe('the return window', () => {
  it('ends with the Algerian day delai days after the delivery', () => {
    const livree = new Date('2026-03-01T23:30:00Z'); // 2 March, 00:30 in Algiers
    expect(returnDeadline(livree, 30).toISOString()).toBe('2026-04-01T23:00:00.000Z'); // end of 1 April
    expect(isWithinReturnWindow(livree, 30, new Date('2026-04-01T22:59:59Z'))).toBe(true);
    expect(isWithinReturnWindow(livree, 30, new Date('2026-04-01T23:00:00Z'))).toBe(false);
    expect(isWithinReturnWindow(livree, 30, new Date('2026-03-01T23:00:00Z'))).toBe(false); // before delivery
  });

  it('is the delivery day alone with 0 days', () => {
    const livree = new Date('2026-03-02T10:00:00Z');
    expect(isWithinReturnWindow(livree, 0, new Date('2026-03-02T22:59:00Z'))).toBe(true);
    expect(isWithinReturnWindow(livree, 0, new Date('2026-03-02T23:00:00Z'))).toBe(false);
    expect(() => returnDeadline(livree, -1)).toThrow(RangeError);
  });
});
