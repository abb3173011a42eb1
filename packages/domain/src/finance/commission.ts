import { roundHalfUp } from '../money';
import { promotionPriceCentimes } from '../pricing';

/**
 * The platform's commission on an order line (docs/product/orders-and-money.md, Commissions and the seller's ledger). A rate is stored as an
 * integer in hundredths of a percent (10 % = 1000, 12.5 % = 1250): two decimals of a percent without
 * a float; the calls show it as a percent.
 */
export const TAUX_MAX = 10_000;

/** The line's rate: the store's override, else its category's, else the platform's default. */
export function resolveCommissionRate(rates: {
  marchand: number | null | undefined;
  categorie: number | null | undefined;
  defaut: number;
}): number {
  return rates.marchand ?? rates.categorie ?? rates.defaut;
}

/** Whether `taux` (hundredths of a percent) is a rate: an integer from 0 to 100 %. */
export function isTaux(taux: number): boolean {
  return Number.isSafeInteger(taux) && taux >= 0 && taux <= TAUX_MAX;
}

/** A percent with at most two decimals (12.5) as stored (1250). */
export function tauxFromPercent(percent: number): number {
  return roundHalfUp(percent * 100);
}

/** A stored rate (1250) as the percent the calls show (12.5). */
export function tauxToPercent(taux: number): number {
  return taux / 100;
}

/** The commission base of a line: its amount after its promotion, in centimes (what the seller sold it for). */
export function lineBaseCentimes(line: {
  prix: number;
  quantite: number;
  pourcentage?: number | null;
}): number {
  return line.quantite * promotionPriceCentimes(line.prix, line.pourcentage);
}

/**
 * round(base × taux / 10 000) to the centime, half up, computed on integers so that no amount is too
 * large for an exact result.
 */
export function lineCommissionCentimes(baseCentimes: number, taux: number): number {
  if (!Number.isSafeInteger(baseCentimes) || baseCentimes < 0) {
    throw new RangeError(`base de commission invalide : ${baseCentimes}`);
  }
  if (!isTaux(taux)) throw new RangeError(`taux de commission invalide : ${taux}`);
  const scaled = BigInt(baseCentimes) * BigInt(taux);
  return Number((scaled * 2n + BigInt(TAUX_MAX)) / BigInt(2 * TAUX_MAX));
}
