import type { QueryClient } from '@tanstack/react-query';
import { categoriesKeys } from '@/features/categories/api/categories-keys';

/** The administrator's category calls (docs/product/admin.md, Calls). */
export const ADMIN_CATEGORIES_PATH = 'v1/user/categories';
export const ALL_CATEGORIES_PATH = 'v1/user/categoriesWithoutPagination';

/**
 * Back-office keys follow `[kind, path, …]` (features/backoffice/use-paged-list). After any write:
 * the admin pages of categories, the full list of the selects, and the storefront's tree (menus,
 * category pages) of this browser.
 */
export function invalidateCategories(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', ADMIN_CATEGORIES_PATH] }),
    queryClient.invalidateQueries({ queryKey: ['admin', ALL_CATEGORIES_PATH] }),
    queryClient.invalidateQueries({ queryKey: categoriesKeys.all }),
  ]);
}
