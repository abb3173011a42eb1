import { roundHalfUp, toCentimes, toDzd } from './money';

/**
 * Price arithmetic happens in integer centimes; each DZD function is a thin wrapper around its
 * `...Centimes` twin, so the server and the screens can never round differently.
 */

function assertCentimes(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} doit être un entier positif de centimes : ${value}`);
  }
}

/** A promotion outside 0..100 % is clamped: a price never goes negative nor up. */
function effectivePercent(pourcentage: number | null | undefined): number {
  if (pourcentage === null || pourcentage === undefined) return 0;
  if (Number.isNaN(pourcentage)) throw new RangeError('Pourcentage invalide : NaN');
  return Math.min(100, Math.max(0, pourcentage));
}

export function promotionPriceCentimes(prix: number, pourcentage?: number | null): number {
  assertCentimes(prix, 'prix');
  const pct = effectivePercent(pourcentage);
  if (pct === 0) return prix;
  return roundHalfUp(prix - (prix * pct) / 100);
}

export function promotionPrice(prix: number, pourcentage?: number | null): number {
  return toDzd(promotionPriceCentimes(toCentimes(prix), pourcentage));
}

export type DisplayPrice = {
  min: number;
  max: number;
  /** Show 'min - max' rather than one price. */
  isRange: boolean;
  /** Discounted lowest price (the lowest one is then struck through); null without a promotion. */
  promoMin: number | null;
};

export function displayPriceCentimes(
  stockPrices: readonly number[],
  pourcentage?: number | null,
): DisplayPrice | null {
  if (stockPrices.length === 0) return null;
  for (const p of stockPrices) assertCentimes(p, 'prix');
  const min = Math.min(...stockPrices);
  const max = Math.max(...stockPrices);
  const promoMin = effectivePercent(pourcentage) > 0 ? promotionPriceCentimes(min, pourcentage) : null;
  return { min, max, isRange: min !== max, promoMin };
}

export function displayPrice(
  stockPrices: readonly number[],
  pourcentage?: number | null,
): DisplayPrice | null {
  const c = displayPriceCentimes(stockPrices.map(toCentimes), pourcentage);
  if (c === null) return null;
  return {
    min: toDzd(c.min),
    max: toDzd(c.max),
    isRange: c.isRange,
    promoMin: c.promoMin === null ? null : toDzd(c.promoMin),
  };
}

export type OrderLine = { prix: number; quantite: number; pourcentage?: number | null };

export type OrderSummary = {
  /** Σ quantite × prix */
  total: number;
  /** Σ quantite × discounted unit price */
  totalPromotion: number;
  remisePromotion: number;
  /** The coupon's fixed remise, capped so the amount to pay never goes below 0. */
  remiseCoupon: number;
  aPayer: number;
};

export function orderSummaryCentimes(
  lines: readonly OrderLine[],
  couponRemise?: number | null,
): OrderSummary {
  let total = 0;
  let totalPromotion = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantite) || line.quantite < 1) {
      throw new RangeError(`quantite doit être un entier supérieur ou égal à 1 : ${line.quantite}`);
    }
    total += line.quantite * line.prix;
    // Rounded per unit, then multiplied: the invoice shows a unit price the client can check.
    totalPromotion += line.quantite * promotionPriceCentimes(line.prix, line.pourcentage);
  }
  const coupon = couponRemise ?? 0;
  assertCentimes(coupon, 'remise du coupon');
  const remiseCoupon = Math.min(coupon, totalPromotion);
  return {
    total,
    totalPromotion,
    remisePromotion: total - totalPromotion,
    remiseCoupon,
    aPayer: totalPromotion - remiseCoupon,
  };
}

export function orderSummary(lines: readonly OrderLine[], couponRemise?: number | null): OrderSummary {
  const c = orderSummaryCentimes(
    lines.map((l) => ({ ...l, prix: toCentimes(l.prix) })),
    couponRemise === null || couponRemise === undefined ? couponRemise : toCentimes(couponRemise),
  );
  return {
    total: toDzd(c.total),
    totalPromotion: toDzd(c.totalPromotion),
    remisePromotion: toDzd(c.remisePromotion),
    remiseCoupon: toDzd(c.remiseCoupon),
    aPayer: toDzd(c.aPayer),
  };
}
