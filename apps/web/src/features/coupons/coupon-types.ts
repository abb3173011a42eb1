import type { clientCouponReply } from '@souk/domain/client-schemas';
import type { z } from 'zod';

/** A client's coupon (`couponShow`, `coupons`): code, state, expiry and its fixed remise (DZD). */
export type ClientCoupon = z.infer<typeof clientCouponReply>;
