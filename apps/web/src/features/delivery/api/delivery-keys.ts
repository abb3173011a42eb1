import { cartKeys } from '@/lib/query-keys';

export const FEE_GRID_PATH = 'v1/user/fraisLivraison';

/**
 * Delivery queries. The quote lives under the cart's keys (a cart change or a logout refreshes or
 * drops it); the public settings under their own; the admin grid under the back-office's kind.
 */
export const deliveryKeys = {
  config: () => ['delivery', 'config'] as const,
  quote: (wilaya: number | null) => [...cartKeys.all, 'livraison', wilaya ?? 'profil'] as const,
  grid: (marchandId: number | null) => ['admin', FEE_GRID_PATH, marchandId ?? 'plateforme'] as const,
  gridAll: () => ['admin', FEE_GRID_PATH] as const,
};
