import { accountsKeys } from '@/features/accounts/api/accounts-keys';

/** The client's own profile, under the client session's prefix (a logout drops it). */
export const profileKeys = {
  all: [...accountsKeys.session('client'), 'profile'] as const,
  show: () => [...profileKeys.all, 'show'] as const,
};
