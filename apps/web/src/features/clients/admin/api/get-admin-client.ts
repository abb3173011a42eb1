import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_SHOW_PATH, clientShowKey } from '@/features/clients/admin/api/clients-admin-paths';
import type { AdminClientDetail } from '@/features/clients/client-admin-types';
import { api } from '@/lib/api-client';

/** GET v1/user/clientShow/{slug}: the client's profile, figures, orders and coupons. */
export async function getAdminClient(slug: string, signal?: AbortSignal): Promise<AdminClientDetail> {
  const reply = await api('admin').get<{ data: AdminClientDetail }>(
    `${CLIENT_SHOW_PATH}/${encodeURIComponent(slug)}`,
    { signal },
  );
  return reply.data;
}

export function adminClientQueryOptions(slug: string) {
  return queryOptions({
    queryKey: clientShowKey(slug),
    queryFn: ({ signal }) => getAdminClient(slug, signal),
  });
}

export function useAdminClient(slug: string) {
  return useQuery(adminClientQueryOptions(slug));
}
