import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_SHOW_PATH, shopShowKey } from '@/features/shops/admin/api/shops-admin-paths';
import type { AdminShopDetail } from '@/features/shops/admin/shop-admin-types';
import { api } from '@/lib/api-client';

/** GET v1/user/marchandShow/{slug}: any store, its owner, counts and revenue. */
export async function getAdminShop(slug: string, signal?: AbortSignal): Promise<AdminShopDetail> {
  const reply = await api('admin').get<{ data: AdminShopDetail }>(
    `${SHOP_SHOW_PATH}/${encodeURIComponent(slug)}`,
    { signal },
  );
  return reply.data;
}

export function adminShopQueryOptions(slug: string) {
  return queryOptions({ queryKey: shopShowKey(slug), queryFn: ({ signal }) => getAdminShop(slug, signal) });
}

export function useAdminShop(slug: string) {
  return useQuery(adminShopQueryOptions(slug));
}
