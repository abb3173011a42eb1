/**
 * The entries the ledger receives for each event (docs/product/orders-and-money.md, Commissions and the seller's ledger), signed in the seller's view.
 * The API writes them in the transaction of the event; the property test replays random histories
 * through the same functions.
 */

export type OrderSettlement =
  | { type: 'vente'; montant: number; libelle: string }
  | { type: 'ajustement'; montant: number; libelle: string };

export function venteLibelle(ref: string): string {
  return `Vente — commande ${ref}`;
}

/**
 * The entry that brings an order's part of the ledger (its `vente` and the corrections linked to
 * it, summing to `orderSum`) to what it must be: the `vente` amount when the order is delivered,
 * nothing otherwise. The first delivery writes the `vente`; the administrator's correction of a
 * delivery confirmed by mistake writes an `ajustement` taking it back, and a later delivery of the
 * same order an `ajustement` giving it again (one `vente` per order). Null: nothing to write.
 */
export function orderSettlement(order: {
  ref: string;
  livree: boolean;
  venteAmount: number;
  hasVente: boolean;
  orderSum: number;
}): OrderSettlement | null {
  if (order.livree && !order.hasVente) {
    return { type: 'vente', montant: order.venteAmount, libelle: venteLibelle(order.ref) };
  }
  const target = order.livree ? order.venteAmount : 0;
  const montant = target - order.orderSum;
  if (montant === 0 || !order.hasVente) return null;
  const libelle = order.livree
    ? `Livraison confirmée à nouveau — commande ${order.ref}`
    : `Correction de livraison — commande ${order.ref}`;
  return { type: 'ajustement', montant, libelle };
}

/** A payout request takes its amount out of the ledger at once… */
export function versementMontant(montant: number): number {
  return -montant;
}

/** …and a rejected one gives it back. */
export function versementAnnuleMontant(montant: number): number {
  return montant;
}
