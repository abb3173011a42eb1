import { algiersYearMonth } from './algiers-time';
import { numeric } from './client-schemas';
import { VALIDATION_MESSAGES } from './error-codes';
import { z } from './validation';

/**
 * The card form of the payment modal (`cardPaiement`; docs/product/storefront-and-client.md, Profile).
 * The built-in sandbox provider validates with it on the server and the web form with the same schema,
 * so each 422 message lands under its own field (`cardPaiement.number`, `cardPaiement.cvc`, …), where
 * the original tied several of them to the CVC (docs/product/storefront-and-client.md, Differences).
 * With Stripe or Chargily switched on, card data never reaches the server and this is not used there.
 */

export const CARD_MESSAGES = {
  /** Exact wording of the original screens (typo included). */
  number: VALIDATION_MESSAGES.card_number,
  expMonth: VALIDATION_MESSAGES.card_exp_month,
  expYear: VALIDATION_MESSAGES.card_exp_year,
  expired: VALIDATION_MESSAGES.card_expired,
  cvc: VALIDATION_MESSAGES.card_cvc,
  postalCode: VALIDATION_MESSAGES.card_postal_code,
  cardHolderName: VALIDATION_MESSAGES.card_holder_name,
} as const;

/** Card expiry dates are read in Algeria's time (algiers-time.ts). Years offered by the form: the
 * current one and the next ten. */
export const CARD_YEARS_AHEAD = 10;

/** The years of the form's select, from this year. */
export function cardYears(now: Date = new Date()): number[] {
  const { year } = algiersYearMonth(now);
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, i) => year + i);
}

/** The number as typed, spaces removed (the form groups digits by four). */
export function cardDigits(number: string): string {
  return number.replace(/\s+/g, '');
}

/** The Luhn checksum every real card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'autre';

/** Enough to name the card on a receipt; never used to accept or refuse one. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'autre';
}

const text = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : text(v));
// A two-digit year (27) is read as 2027: some people type what is printed on the card.
const fullYear = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && n >= 0 && n < 100 ? 2000 + n : n;
};

/**
 * `cardPaiement`. One message per field, whatever is wrong with it (missing, malformed, out of
 * range), so the form shows a single clear line under each input. `now` is read at parse time.
 */
export function makeCardPaiementSchema(now: () => Date = () => new Date()) {
  // The expiry check needs both parts valid; the other fields' errors must not hide it.
  const expiryReadable = (payload: {
    value: unknown;
    issues: readonly { path?: readonly PropertyKey[] }[];
  }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => !i.path?.length || i.path[0] === 'exp_month' || i.path[0] === 'exp_year');
  return z
    .object({
      number: z.preprocess(
        text,
        z
          .string({ error: CARD_MESSAGES.number })
          .max(40, { error: CARD_MESSAGES.number })
          .refine(isCardNumber, { error: CARD_MESSAGES.number })
          .transform(cardDigits),
      ),
      exp_month: numeric(
        z
          .number({ error: CARD_MESSAGES.expMonth })
          .int({ error: CARD_MESSAGES.expMonth })
          .min(1, { error: CARD_MESSAGES.expMonth })
          .max(12, { error: CARD_MESSAGES.expMonth }),
      ),
      exp_year: z.preprocess(
        fullYear,
        z
          .number({ error: CARD_MESSAGES.expYear })
          .int({ error: CARD_MESSAGES.expYear })
          .refine((y) => y >= algiersYearMonth(now()).year, { error: CARD_MESSAGES.expired, abort: true })
          .refine((y) => y <= algiersYearMonth(now()).year + CARD_YEARS_AHEAD, {
            error: CARD_MESSAGES.expYear,
          }),
      ),
      cvc: z.preprocess(trimmed, z.string({ error: CARD_MESSAGES.cvc }).regex(/^\d{3}$/, CARD_MESSAGES.cvc)),
      postal_code: z.preprocess(
        trimmed,
        z.string({ error: CARD_MESSAGES.postalCode }).regex(/^\d{5}$/, CARD_MESSAGES.postalCode),
      ),
      cardHolderName: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
        z
          .string({ error: CARD_MESSAGES.cardHolderName })
          .min(2, { error: CARD_MESSAGES.cardHolderName })
          .max(100, { error: CARD_MESSAGES.cardHolderName })
          .regex(/^\p{L}+(?:[ '’.-]\p{L}+)*\.?$/u, CARD_MESSAGES.cardHolderName),
      ),
    })
    .refine(
      (c) => {
        const { year, month } = algiersYearMonth(now());
        return c.exp_year > year || c.exp_month >= month;
      },
      { path: ['exp_month'], error: CARD_MESSAGES.expired, when: expiryReadable },
    );
}

export const cardPaiementSchema = makeCardPaiementSchema();
export type CardPaiementInput = z.input<typeof cardPaiementSchema>;
export type CardPaiement = z.output<typeof cardPaiementSchema>;
