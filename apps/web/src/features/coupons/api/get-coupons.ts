import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponsKeys } from '@/features/coupons/api/coupons-keys';
import type { ClientCoupon } from '@/features/coupons/coupon-types';
import { api } from '@/lib/api-client';

export async function getCoupons(signal?: AbortSignal): Promise<ClientCoupon[]> {
  const reply = await api('client').get<{ data: ClientCoupon[] }>('v1/client/coupons', { signal });
  return reply.data;
}

export function couponsQueryOptions() {
  return queryOptions({ queryKey: couponsKeys.list(), queryFn: ({ signal }) => getCoupons(signal) });
}

/** The Profile's 'my coupons' tab, newest first. */
export function useCoupons(enabled = true) {
  return useQuery({ ...couponsQueryOptions(), enabled });
}
