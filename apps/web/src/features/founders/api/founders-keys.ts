import type { QueryClient } from '@tanstack/react-query';
import { aboutKeys } from '@/features/about/api/about-keys';

export const ADMIN_FOUNDERS_PATH = 'v1/user/fondateurs';

/** After a write: the admin cards, and the storefront's About page (its founders) of this browser. */
export function invalidateFounders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_FOUNDERS_PATH] }),
    queryClient.invalidateQueries({ queryKey: aboutKeys.all }),
  ]);
}
