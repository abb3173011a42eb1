import type { QueryClient } from '@tanstack/react-query';
import type { ArticleListCall, ManagerKind } from '@/features/article-management/article-management-types';
import type { QueryParams } from '@/lib/api-client';

/**
 * The prefix of every article management call of each back-office (the Calls of docs/product/admin.md
 * and partner.md).
 */
export const API_PREFIX: Readonly<Record<ManagerKind, string>> = {
  admin: 'v1/user',
  partner: 'v1/marchand',
};

/** `v1/user/articleShow/x` or `v1/marchand/articleShow/x`. */
export function callPath(kind: ManagerKind, call: string): string {
  return `${API_PREFIX[kind]}/${call}`;
}

/**
 * Query keys follow the back-office convention `[kind, path, …]` (features/backoffice/use-paged-list),
 * so a list of articles shown elsewhere (the promotion article picker) reloads with these ones.
 */
export const articleManagementKeys = {
  list: (kind: ManagerKind, call: ArticleListCall, params?: QueryParams) =>
    params ? [kind, callPath(kind, call), params] : [kind, callPath(kind, call)],
  article: (kind: ManagerKind, slug: string) => [kind, callPath(kind, 'articleShow'), slug],
  categories: (kind: ManagerKind) => [kind, callPath(kind, 'categories')],
};

const LIST_CALLS: Record<ManagerKind, ArticleListCall[]> = {
  admin: ['articles', 'articlesMarchands'],
  partner: ['articles'],
};

/**
 * The dashboards' article counters of the kind (`countArticles`, the admin's per-store
 * `countArticlesMarchand/{id}`), keyed `[kind, path, range]` by features/dashboard.
 */
const isArticleCounter = (kind: ManagerKind, queryKey: readonly unknown[]) =>
  queryKey[0] === kind &&
  typeof queryKey[1] === 'string' &&
  queryKey[1].startsWith(callPath(kind, 'countArticles'));

/**
 * Every list of articles of the kind (both admin tabs, the partner grid, the store-products page)
 * and the dashboards' article counters, which would otherwise show the old count for a while.
 */
export function invalidateArticleLists(queryClient: QueryClient, kind: ManagerKind) {
  return Promise.all([
    ...LIST_CALLS[kind].map((call) =>
      queryClient.invalidateQueries({ queryKey: articleManagementKeys.list(kind, call) }),
    ),
    queryClient.invalidateQueries({ predicate: (query) => isArticleCounter(kind, query.queryKey) }),
  ]);
}

/** After a write on one article: the lists and that article's detail. */
export function invalidateArticles(queryClient: QueryClient, kind: ManagerKind, slug: string) {
  return Promise.all([
    invalidateArticleLists(queryClient, kind),
    queryClient.invalidateQueries({ queryKey: articleManagementKeys.article(kind, slug) }),
  ]);
}
