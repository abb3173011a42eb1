import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { articleManagementKeys, callPath } from '@/features/article-management/api/article-management-keys';
import type {
  ArticleListCall,
  ManagedArticlePage,
  ManagerKind,
} from '@/features/article-management/article-management-types';
import { api, type QueryParams } from '@/lib/api-client';

/** GET `articles` / `articlesMarchands` with the page, search and filters (only the set ones are sent). */
export function getManagedArticles(
  kind: ManagerKind,
  call: ArticleListCall,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<ManagedArticlePage> {
  return api(kind).get<ManagedArticlePage>(callPath(kind, call), { params, signal });
}

/** One page of a back-office article grid; the previous page stays shown while the next one loads. */
export function useManagedArticles(
  kind: ManagerKind,
  call: ArticleListCall,
  params: QueryParams,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: articleManagementKeys.list(kind, call, params),
    queryFn: ({ signal }) => getManagedArticles(kind, call, params, signal),
    placeholderData: keepPreviousData,
  });
}
