import { accountsKeys } from '@/features/accounts/api/accounts-keys';

/** The client's coupons, under the client session's prefix (a logout drops them). */
export const couponsKeys = {
  all: [...accountsKeys.session('client'), 'coupons'] as const,
  list: () => [...couponsKeys.all, 'list'] as const,
  lookup: () => [...couponsKeys.all, 'lookup'] as const,
};
