/** An admin coupon model as `v1/user/coupons` returns it (amounts in DZD, duree in days). */
export interface CouponModel {
  id: number;
  designation: string;
  duree: number;
  montant: number;
  remise: number;
  valide: boolean;
  /**
   * Codes issued from this model: it may be deleted only while this is 0 (docs/product/admin.md,
   * Coupons).
   */
  nbr_coupon: number;
  created_at: string;
}

/** `couponAdd` / `couponEdit/{id}`; numbers may be left empty ('' → the server's "obligatoire"). */
export interface CouponModelPayload {
  designation: string;
  duree: number | string;
  montant: number | string;
  remise: number | string;
}

export interface CouponModelWritten {
  message: string;
  data: CouponModel;
}

/** A model may be deleted only while no code was issued from it. */
export const canDeleteCouponModel = (model: Pick<CouponModel, 'nbr_coupon'>) => model.nbr_coupon === 0;
