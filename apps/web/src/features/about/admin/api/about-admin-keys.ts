import type { QueryClient } from '@tanstack/react-query';
import { aboutKeys } from '@/features/about/api/about-keys';

export const ABOUT_SHOW_PATH = 'v1/user/aboutShow';

/** After a save: the configuration screen and the storefront's header, footer and About page. */
export function invalidateAbout(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', ABOUT_SHOW_PATH] }),
    queryClient.invalidateQueries({ queryKey: aboutKeys.all }),
  ]);
}
