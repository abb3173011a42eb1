import { CODE_ALPHABET, dashed, type RandomBytes, randomCode } from './random-code';
import { z } from './validation';

export const COUPON_ETATS = ['utilise', 'non_utilise'] as const;

export type CouponEtat = (typeof COUPON_ETATS)[number];

export const couponEtatSchema = z.enum(COUPON_ETATS);

export const COUPON_ETAT_LABELS: Record<CouponEtat, string> = {
  utilise: 'utilisé',
  non_utilise: 'non-utilisé',
};

const CODE_LENGTH = 10;

/** 'XXXXX-XXXXX': 50 random bits, so codes cannot be guessed by trying neighbours. */
export const COUPON_CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`);

export function generateCouponCode(randomBytes: RandomBytes): string {
  return dashed(randomCode(randomBytes, CODE_LENGTH));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code is usable while `now < couponExpiry(...)`. Algeria has no daylight saving time, so days
 * are plain 24-hour periods. */
export function couponExpiry(issuedAt: Date, dureeDays: number): Date {
  if (!Number.isSafeInteger(dureeDays) || dureeDays < 0) {
    throw new RangeError(`duree doit être un nombre entier de jours : ${dureeDays}`);
  }
  return new Date(issuedAt.getTime() + dureeDays * DAY_MS);
}

export function isCouponExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/**
 * Usable now: unused, unexpired, from a model still valid. The conditional spend at checkout
 * (coupons.repository.ts `markCouponUsed`) repeats the first two in its WHERE, so that of two
 * checkouts racing for one code only one spends it.
 */
export function isCouponUsable(
  coupon: { etat: string; expiresAt: Date; model: { valide: boolean } },
  now: Date,
): boolean {
  return coupon.etat === 'non_utilise' && !isCouponExpired(coupon.expiresAt, now) && coupon.model.valide;
}

export type CouponModelCandidate = {
  id: number;
  montant: number;
  remise: number;
  duree: number;
  valide: boolean;
};

/**
 * The reward for a delivered order: among valid models whose threshold `montant` the order reaches,
 * the most generous one. Ties go to the higher threshold (the more specific reward), then to the
 * older model, so the choice is stable. `montant` and `orderTotal` must be in the same unit.
 */
export function bestCouponModel<T extends CouponModelCandidate>(
  models: readonly T[],
  orderTotal: number,
): T | null {
  let best: T | null = null;
  for (const m of models) {
    if (!m.valide || m.montant > orderTotal) continue;
    if (best === null || better(m, best)) best = m;
  }
  return best;
}

function better(a: CouponModelCandidate, b: CouponModelCandidate): boolean {
  if (a.remise !== b.remise) return a.remise > b.remise;
  if (a.montant !== b.montant) return a.montant > b.montant;
  return a.id < b.id;
}
