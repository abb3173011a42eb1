import type { ClientCouponReply } from '@souk/domain/client-schemas';

/** A client's coupon (`couponShow`, `coupons`): code, state, expiry and its fixed remise (DZD). */
export type ClientCoupon = ClientCouponReply;
