import { describe, expect, it } from 'vitest';
import { isOrderQueryOf } from '@/features/orders/api/backoffice-orders-paths';

describe('isOrderQueryOf', () => {
  it('marks order lists, details and counters of the same area as stale', () => {
    for (const path of [
      'v1/marchand/commandes',
      'v1/marchand/commandeShow/AB',
      'v1/marchand/countCommandes',
    ]) {
      expect(isOrderQueryOf('partner', ['partner', path])).toBe(true);
    }
  });

  it('also marks the revenue counter and the charts: a delivered order becomes revenue', () => {
    expect(isOrderQueryOf('partner', ['partner', 'v1/marchand/countRevenues', {}])).toBe(true);
    expect(isOrderQueryOf('admin', ['admin', 'v1/user/statistiques', {}])).toBe(true);
  });

  it('leaves the other area and unrelated queries alone', () => {
    expect(isOrderQueryOf('admin', ['partner', 'v1/marchand/commandes'])).toBe(false);
    expect(isOrderQueryOf('partner', ['partner', 'v1/marchand/promotions'])).toBe(false);
  });
});
