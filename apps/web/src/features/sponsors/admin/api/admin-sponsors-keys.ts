import type { QueryClient } from '@tanstack/react-query';
import { sponsorsKeys } from '@/features/sponsors/api/sponsors-keys';

export const ADMIN_SPONSORS_PATH = 'v1/user/sponsors';

/** After a write: the admin table and the storefront's 'Nos Partenaires' carousel of this browser. */
export function invalidateSponsors(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_SPONSORS_PATH] }),
    queryClient.invalidateQueries({ queryKey: sponsorsKeys.all }),
  ]);
}
