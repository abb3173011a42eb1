import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/**
 * The administrator's coupon models (docs/product/admin.md, Coupons): a reward of `remise` DZD,
 * issued to a client whose delivered order reached `montant` DZD, usable within `duree` days
 * (docs/product/orders-and-money.md, Coupons). Amounts are DZD in replies, centimes in the database.
 * A client's own coupons are `clientCouponReply` (client-schemas.ts).
 */
export const couponModelReply = z.object({
  id: z.number().int(),
  designation: z.string(),
  /** Days. */
  duree: z.number().int(),
  /** DZD: the order amount that earns the reward. */
  montant: z.number(),
  /** DZD off the next order. */
  remise: z.number(),
  valide: z.boolean(),
  /** Codes issued from this model; the model may be deleted only while it is 0. */
  nbr_coupon: z.number().int(),
  created_at: z.string(),
});
export type CouponModelReply = z.infer<typeof couponModelReply>;

export const couponModelPage = paginatedSchema(couponModelReply);
export const couponModelWritten = z.object({ message: z.string(), data: couponModelReply });
