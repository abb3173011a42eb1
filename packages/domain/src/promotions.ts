/**
 * When a promotion runs (docs/product/orders-and-money.md, Promotions): it is valid and the Algerian
 * calendar day `day` (algiers-time.ts `algiersDay`) lies within [dateDebut, dateFin], both days
 * included. Dates are 'YYYY-MM-DD', so they compare as strings. The storefront's SQL
 * (catalog/article-listing.repository.ts `runningPromotion`) is tested against this function.
 */
export function isPromotionRunning(
  p: { valide: boolean; dateDebut: string; dateFin: string },
  day: string,
): boolean {
  return p.valide && p.dateDebut <= day && day <= p.dateFin;
}
