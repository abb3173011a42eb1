import { useQuery } from '@tanstack/react-query';
import { articleManagementKeys, callPath } from '@/features/article-management/api/article-management-keys';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { api } from '@/lib/api-client';

/** GET `articleShow/{slug}`: options, stock, gallery, every review and the state. */
export async function getManagedArticle(
  kind: ManagerKind,
  slug: string,
  signal?: AbortSignal,
): Promise<ManagedArticle> {
  const reply = await api(kind).get<{ data: ManagedArticle }>(
    callPath(kind, `articleShow/${encodeURIComponent(slug)}`),
    { signal },
  );
  return reply.data;
}

export function useManagedArticle(kind: ManagerKind, slug: string | undefined) {
  return useQuery({
    queryKey: articleManagementKeys.article(kind, slug ?? ''),
    queryFn: ({ signal }) => getManagedArticle(kind, slug ?? '', signal),
    enabled: Boolean(slug),
  });
}
