import type { QueryClient } from '@tanstack/react-query';
import { categoriesKeys } from '@/features/categories/api/categories-keys';
import { PUB_TABS, type PubTab } from '@/features/pubs/admin/admin-pub-types';
import { pubsKeys } from '@/features/pubs/api/pubs-keys';

/** The list call of each tab (docs/product/admin.md, Calls). */
export const PUB_LIST_PATHS: Readonly<Record<PubTab, string>> = {
  accueil: 'v1/user/pubsAccueil',
  categorie: 'v1/user/pubsCategorie',
  shop: 'v1/user/pubsShop',
};

/**
 * After a write: the tab's list (or every tab), and what the storefront of this browser shows of
 * ads: the home banners and the categories' banners of the mega-menu.
 */
export function invalidatePubs(queryClient: QueryClient, tab?: PubTab) {
  const tabs = tab ? [tab] : PUB_TABS;
  return Promise.all([
    ...tabs.map((name) => queryClient.invalidateQueries({ queryKey: ['admin', PUB_LIST_PATHS[name]] })),
    queryClient.invalidateQueries({ queryKey: pubsKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoriesKeys.all }),
  ]);
}
