import { accountsKeys } from '@/features/accounts/api/accounts-keys';

/**
 * The basket's queries, under the client session's prefix (a logout drops them). Adding a line
 * invalidates `all`, which refreshes the header badge, its dropdown and the cart page at once.
 */
export const cartKeys = {
  all: [...accountsKeys.session('client'), 'cart'] as const,
  show: () => [...cartKeys.all, 'show'] as const,
};
