import { isCardPayment } from '../payments';

/**
 * What a delivered order owes its seller (docs/product/orders-and-money.md, Commissions and the seller's ledger). Amounts in centimes, as stored on
 * `commandes`; `commission` is the sum of its lines' (finance/commission.ts).
 */
export type SettledOrder = {
  typePaiement: string;
  /** Σ quantite × prix */
  total: number;
  remisePromotion: number;
  /** Funded by the platform: the seller is settled as if there were none. */
  remiseCoupon: number;
  /** The seller ships, so the fee is theirs and carries no commission. */
  fraisLivraison: number;
  commission: number;
};

/** Σ lines after promotion − commission + delivery fee. */
export function sellerDueCentimes(order: SettledOrder): number {
  return order.total - order.remisePromotion - order.commission + order.fraisLivraison;
}

/**
 * The `vente` entry's amount: for a card or CIB order the platform collected the money and owes the
 * seller its due; for cash on delivery the seller collected `montant_a_payer` and the ledger records
 * only the difference, `remise_coupon − commission` (negative when the seller owes the commission).
 */
export function venteAmountCentimes(order: SettledOrder): number {
  if (isCardPayment(order.typePaiement)) return sellerDueCentimes(order);
  return order.remiseCoupon - order.commission;
}
