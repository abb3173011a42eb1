import type { TypeEcriture } from './entry-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an entry becomes available (docs/product/orders-and-money.md, Commissions and the seller's ledger): a `vente` `delaiRetenueJours` days after the
 * delivery that wrote it (the time a return may still undo it), every other entry at once.
 */
export function disponibleAt(type: TypeEcriture, at: Date, delaiRetenueJours: number): Date {
  if (type !== 'vente') return at;
  return new Date(at.getTime() + delaiRetenueJours * DAY_MS);
}

export function isDisponible(entry: { disponibleAt: Date }, now: Date): boolean {
  return entry.disponibleAt.getTime() <= now.getTime();
}
