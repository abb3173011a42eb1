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

/** The delivery part of one seller order (same unit as the lines: centimes or DZD). */
export type DeliveryCharge = {
  /** The grid's fee for this order's seller, destination and mode. */
  frais: number;
  /** Free delivery from this amount (after promotions and coupon, fee excluded); null = never free. */
  seuilGratuite?: number | null;
};

export type OrderSummary = {
  /** Σ quantite × prix */
  total: number;
  /** Σ quantite × discounted unit price */
  totalPromotion: number;
  remisePromotion: number;
  /** The coupon's fixed remise, capped so the articles never cost less than 0 (it never pays the fee). */
  remiseCoupon: number;
  /** The delivery fee charged: the grid's fee, or 0 once the articles reach the free-delivery threshold. */
  fraisLivraison: number;
  /** totalPromotion − remiseCoupon + fraisLivraison */
  aPayer: number;
};

/** Whether articles worth `montant` (after promotions and coupon) ship free under `seuil`. */
export function isFreeDelivery(montant: number, seuil: number | null | undefined): boolean {
  return seuil !== null && seuil !== undefined && montant >= seuil;
}

/**
 * One seller order's amounts. The coupon is taken off the articles, then the delivery fee is added
 * unless the articles reach the free-delivery threshold.
 */
export function orderSummaryCentimes(
  lines: readonly OrderLine[],
  couponRemise?: number | null,
  livraison?: DeliveryCharge | null,
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
  const articles = totalPromotion - remiseCoupon;
  let fraisLivraison = 0;
  if (livraison) {
    assertCentimes(livraison.frais, 'frais de livraison');
    const seuil = livraison.seuilGratuite;
    if (seuil !== null && seuil !== undefined) assertCentimes(seuil, 'seuil de livraison gratuite');
    fraisLivraison = isFreeDelivery(articles, seuil) ? 0 : livraison.frais;
  }
  return {
    total,
    totalPromotion,
    remisePromotion: total - totalPromotion,
    remiseCoupon,
    fraisLivraison,
    aPayer: articles + fraisLivraison,
  };
}

const optionalCentimes = (v: number | null | undefined) =>
  v === null || v === undefined ? v : toCentimes(v);

export function orderSummary(
  lines: readonly OrderLine[],
  couponRemise?: number | null,
  livraison?: DeliveryCharge | null,
): OrderSummary {
  const c = orderSummaryCentimes(
    lines.map((l) => ({ ...l, prix: toCentimes(l.prix) })),
    optionalCentimes(couponRemise),
    livraison
      ? { frais: toCentimes(livraison.frais), seuilGratuite: optionalCentimes(livraison.seuilGratuite) }
      : livraison,
  );
  return summaryToDzd(c);
}

export function summaryToDzd(c: OrderSummary): OrderSummary {
  return {
    total: toDzd(c.total),
    totalPromotion: toDzd(c.totalPromotion),
    remisePromotion: toDzd(c.remisePromotion),
    remiseCoupon: toDzd(c.remiseCoupon),
    fraisLivraison: toDzd(c.fraisLivraison),
    aPayer: toDzd(c.aPayer),
  };
}
