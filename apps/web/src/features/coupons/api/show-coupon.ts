import type { couponShowReply } from '@souk/domain/client-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { couponsKeys } from '@/features/coupons/api/coupons-keys';
import { api } from '@/lib/api-client';

export type CouponShowReply = z.infer<typeof couponShowReply>;

/**
 * Looks up one of the client's usable codes. A refused code is a 401 with a French message: a
 * business answer, so the session is kept.
 */
export function showCoupon(code: string): Promise<CouponShowReply> {
  return api('client').get<CouponShowReply>(`v1/client/couponShow/${encodeURIComponent(code)}`, {
    keepSessionOn401: true,
  });
}

/** Run on the 'Appliquer' click rather than cached: each try asks the server again. */
export function showCouponMutationOptions() {
  return mutationOptions({ mutationKey: couponsKeys.lookup(), mutationFn: showCoupon });
}

export function useShowCoupon() {
  return useMutation(showCouponMutationOptions());
}
