import { COUPON_MODEL_FIELD_MESSAGES } from '@souk/domain/coupon-model-schemas';
import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';

/**
 * The administrator's coupon models (docs/product/admin.md, Coupons): a reward of `remise` DZD,
 * issued to a client whose delivered order reached `montant` DZD, usable within `duree` days
 * (docs/product/orders-and-money.md, Coupons). Amounts are DZD in payloads and replies, centimes in the
 * database.
 */

export const COUPON_MODEL_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: 'Suppression avec success',
  blocked: 'Le coupon a été bloquer avec success.',
  unblocked: 'Le coupon a été débloquer avec success.',
  notFound: 'Coupon introuvable.',
  hasIssued: VALIDATION_MESSAGES.coupon_model_issued,
  ...COUPON_MODEL_FIELD_MESSAGES,
} as const;
