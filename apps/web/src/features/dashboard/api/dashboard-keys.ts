import type { DateRangeParams } from '@/features/dashboard/date-range';
import { backofficePrefix } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';

/**
 * Dashboard queries are keyed `[kind, path, range]` like every back-office query, so a change
 * elsewhere can reload them: order-state changes reload order paths, `countRevenues` and `statistiques`.
 */
export const dashboardKeys = {
  path: (kind: BackofficeKind, call: string) => `${backofficePrefix(kind)}/${call}`,
  query: (kind: BackofficeKind, call: string, range: DateRangeParams = {}) =>
    [kind, dashboardKeys.path(kind, call), range] as const,
};
