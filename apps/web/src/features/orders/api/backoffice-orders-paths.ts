import type { BackofficeKind } from '@/features/orders/backoffice-order-types';

/**
 * The API prefix of each back-office audience (`v1/user/…`, `v1/marchand/…`; docs/product/README.md,
 * Paths and audiences).
 */
export function backofficePrefix(kind: BackofficeKind): 'v1/user' | 'v1/marchand' {
  return kind === 'admin' ? 'v1/user' : 'v1/marchand';
}

/**
 * Every cached back-office query an order change makes stale, for `kind`: lists, latest orders,
 * detail, order counters, and the revenue counters and charts (a delivered order becomes revenue).
 */
export function isOrderQueryOf(kind: BackofficeKind, queryKey: readonly unknown[]): boolean {
  return (
    queryKey[0] === kind &&
    typeof queryKey[1] === 'string' &&
    /ommande|countRevenues|statistiques/.test(queryKey[1])
  );
}
