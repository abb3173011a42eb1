import { isDisponible } from './availability';

/** A store's three balances in centimes; any may be negative (the seller owes the platform). */
export type Soldes = { disponible: number; enAttente: number; total: number };

/**
 * `disponible` = Σ entries available at `now`, `enAttente` = Σ the others, `total` = both
 * (docs/product/orders-and-money.md, Commissions and the seller's ledger).
 */
export function soldes(entries: readonly { montant: number; disponibleAt: Date }[], now: Date): Soldes {
  let disponible = 0;
  let enAttente = 0;
  for (const entry of entries) {
    if (isDisponible(entry, now)) disponible += entry.montant;
    else enAttente += entry.montant;
  }
  return { disponible, enAttente, total: disponible + enAttente };
}
