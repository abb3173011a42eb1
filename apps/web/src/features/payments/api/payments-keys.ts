import { accountsKeys } from '@/features/accounts/api/accounts-keys';

export const paymentsKeys = {
  all: [...accountsKeys.session('client'), 'payments'] as const,
  config: () => [...paymentsKeys.all, 'config'] as const,
};
