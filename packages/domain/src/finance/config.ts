/**
 * The money settings (`financesConfig`) and their defaults, as stored: the
 * commission in hundredths of a percent (10 % = 1000), the minimum payout in centimes.
 */
export type FinancesConfig = {
  /** Hundredths of a percent. */
  commissionDefaut: number;
  delaiRetenueJours: number;
  delaiRetourJours: number;
  /** Centimes. */
  versementMinimum: number;
};

export const FINANCES_DEFAUTS: FinancesConfig = {
  commissionDefaut: 1000,
  delaiRetenueJours: 7,
  delaiRetourJours: 30,
  versementMinimum: 100_000,
};
