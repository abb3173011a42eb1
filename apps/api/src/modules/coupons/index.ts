/** The coupons module's public entry: its routes, and the coupon rules checkout and orders apply. */
export { couponsAdminRoutes } from './admin.routes';
export { couponsClientRoutes } from './client.routes';
export { toCouponReply } from './coupon.serializer';
export { listClientCoupons } from './coupons.repository';
export {
  findUsableCoupon,
  issueRewardCoupon,
  releaseCoupon,
  spendCoupon,
  type UsableCoupon,
  withdrawRewardCoupon,
} from './coupons.service';
