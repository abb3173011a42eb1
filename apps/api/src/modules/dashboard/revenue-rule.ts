import { ETATS, type Etat } from '@souk/domain/order-states';
import { isCardPayment, isPaid, TYPES_PAIEMENT } from '@souk/domain/payments';

/**
 * What counts as revenue on both dashboards (docs/decisions/0011-revenue-rule.md): the amount the
 * client pays (`montant_a_payer`: after promotions and coupon, delivery fee included — the money
 * collected and invoiced by the seller) of every order the shared paid rule
 * shows as 'payé' (packages/domain payments.ts `isPaid`):
 * - any order in `livree` (cash on delivery is collected then);
 * - a card order (`devise`, `cib`) once the provider confirmed it, i.e. in `en_attente_de_livraison`
 *   or `en_cours_de_livraison`.
 * Cancelled orders and orders awaiting validation or payment bring nothing. The lists below are what
 * the SQL filters on; they are derived from `isPaid` itself, so the two can never disagree.
 */

/** States in which every order is paid, whatever its payment type. */
export const PAID_ANY_TYPE: readonly Etat[] = ETATS.filter((etat) =>
  TYPES_PAIEMENT.every((type) => isPaid(etat, type)),
);

/** States in which only card orders are paid. */
export const PAID_BY_CARD: readonly Etat[] = ETATS.filter(
  (etat) =>
    !PAID_ANY_TYPE.includes(etat) && TYPES_PAIEMENT.some((type) => isCardPayment(type) && isPaid(etat, type)),
);

export const CARD_TYPES: readonly string[] = TYPES_PAIEMENT.filter((type) => isCardPayment(type));
