import { VALIDATION_MESSAGES } from './error-codes';
import { requiredText, z } from './validation';

/**
 * The administrator's coupon model form (docs/product/admin.md, Coupons): a reward of `remise` DZD,
 * issued to a client whose delivered order reached `montant` DZD, usable within `duree` days
 * (docs/product/orders-and-money.md, Coupons). The API parses it, the back-office form checks it
 * before sending. Amounts are DZD in payloads, centimes in the database.
 */

/** Ten years: a longer validity would make the reward a permanent discount. */
export const MAX_DUREE_DAYS = 3650;
/** DZD: far above any real basket, far below what a centimes bigint holds. */
export const MAX_COUPON_AMOUNT = 100_000_000;

/** The French sentences of the form's own rules. */
export const COUPON_MODEL_FIELD_MESSAGES = {
  dureeRequired: 'Le champ durée est obligatoire.',
  dureeInteger: VALIDATION_MESSAGES.duree_integer,
  dureeMin: VALIDATION_MESSAGES.duree_min,
  /** Says MAX_DUREE_DAYS (coupon-model-schemas.test.ts). */
  dureeMax: VALIDATION_MESSAGES.duree_max,
  montantRequired: 'Le champ montant est obligatoire.',
  montantNumber: VALIDATION_MESSAGES.montant_number,
  montantMin: VALIDATION_MESSAGES.montant_min,
  remiseRequired: 'Le champ remise est obligatoire.',
  remiseNumber: VALIDATION_MESSAGES.remise_number,
  remiseMin: VALIDATION_MESSAGES.remise_min,
  /** Says MAX_COUPON_AMOUNT (coupon-model-schemas.test.ts). */
  amountMax: VALIDATION_MESSAGES.amount_max,
  amountCents: VALIDATION_MESSAGES.amount_cents,
} as const;

/** Blank form values are "missing" (… est obligatoire), numeric text is a number. */
const formNumber = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim().replace(',', '.'));
  return v;
};

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A DZD amount with at most two decimals, at least `min` (or above it when `exclusive`). */
const dzdField = (messages: { required: string; notNumber: string; min: string }, exclusive: boolean) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber) })
      // Exclusive means at least one centime: 1e-300 is "above 0" yet stores as 0 (the CHECK refuses it).
      .refine((v) => (exclusive ? v >= 0.01 : v >= 0), messages.min)
      .refine((v) => v <= MAX_COUPON_AMOUNT, COUPON_MODEL_FIELD_MESSAGES.amountMax)
      .refine(hasCents, COUPON_MODEL_FIELD_MESSAGES.amountCents),
  );

export const couponModelSchema = z.object({
  designation: requiredText(100),
  duree: z.preprocess(
    formNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? COUPON_MODEL_FIELD_MESSAGES.dureeRequired
            : COUPON_MODEL_FIELD_MESSAGES.dureeInteger,
      })
      .int(COUPON_MODEL_FIELD_MESSAGES.dureeInteger)
      .min(1, COUPON_MODEL_FIELD_MESSAGES.dureeMin)
      .max(MAX_DUREE_DAYS, COUPON_MODEL_FIELD_MESSAGES.dureeMax),
  ),
  montant: dzdField(
    {
      required: COUPON_MODEL_FIELD_MESSAGES.montantRequired,
      notNumber: COUPON_MODEL_FIELD_MESSAGES.montantNumber,
      min: COUPON_MODEL_FIELD_MESSAGES.montantMin,
    },
    false,
  ),
  remise: dzdField(
    {
      required: COUPON_MODEL_FIELD_MESSAGES.remiseRequired,
      notNumber: COUPON_MODEL_FIELD_MESSAGES.remiseNumber,
      min: COUPON_MODEL_FIELD_MESSAGES.remiseMin,
    },
    true,
  ),
});
export type CouponModelInput = z.infer<typeof couponModelSchema>;
