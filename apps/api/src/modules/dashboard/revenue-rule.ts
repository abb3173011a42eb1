import { ETATS, type Etat } from '@souk/domain/order-states';
import { isCardPayment, isPaid, TYPES_PAIEMENT } from '@souk/domain/payments';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/**
 * The paid rule in SQL, the one place it is written for the database: `etat` and `typePaiement` are
 * the order's columns (drizzle columns, or `sql.raw('c.etat')` in a hand-written statement). Money
 * spent by a client, a store's revenue and both dashboards filter with it; revenue-rule.test.ts
 * checks it against `isPaid` for every state and payment type.
 */
export function paidOrder(etatColumn: AnyPgColumn | SQL, typePaiementColumn: AnyPgColumn | SQL): SQL {
  // One overload of inArray per kind; at run time it tells a column (values bound through it) from SQL.
  const etat = etatColumn as SQL;
  const typePaiement = typePaiementColumn as SQL;
  return or(
    inArray(etat, [...PAID_ANY_TYPE]),
    and(inArray(etat, [...PAID_BY_CARD]), inArray(typePaiement, [...CARD_TYPES])),
  ) as SQL;
}

/** `paidOrder` for hand-written statements over the orders table aliased `c`. */
export const PAID_ORDER_SQL = paidOrder(sql.raw('c.etat'), sql.raw('c.type_paiement'));
