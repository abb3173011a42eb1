import type { couponModelSchema } from '@souk/domain/coupon-model-schemas';
import type { couponModelReply, couponModelWritten } from '@souk/domain/replies/coupons';
import type { z } from 'zod';

/** An admin coupon model as `v1/user/coupons` returns it (amounts in DZD, duree in days). */
export type CouponModel = z.infer<typeof couponModelReply>;

/** `couponAdd` / `couponEdit/{id}`; numbers may be left empty ('' → the server's "obligatoire"). */
/** `couponAdd` / `couponEdit/{id}`; numbers may be left empty ('' → the server's "obligatoire"). */
export type CouponModelPayload = z.input<typeof couponModelSchema>;

export type CouponModelWritten = z.infer<typeof couponModelWritten>;

/** A model may be deleted only while no code was issued from it. */
export const canDeleteCouponModel = (model: Pick<CouponModel, 'nbr_coupon'>) => model.nbr_coupon === 0;
