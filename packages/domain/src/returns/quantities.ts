import type { EtatRetour } from './states';
import { isWithinDisputeWindow } from './window';

export type RetourLigneQuantite = { commandeLigneId: number; quantite: number };
export type RetourExistant = {
  etat: EtatRetour;
  /** When it was refused (state `refuse`): its dispute window decides whether it still holds its lines. */
  refusedAt?: Date | null;
  lignes: readonly RetourLigneQuantite[];
};

/**
 * Whether an earlier return still holds its quantities. Withdrawn (`annule`) and finally refused
 * (`refus_confirme`) returns do not. A refused one (`refuse`) holds them while the client may still
 * dispute it, since an accepted dispute brings it back as `accepte`; once that window is over the
 * client may ask again (within the return window).
 */
export function holdsQuantities(retour: Pick<RetourExistant, 'etat' | 'refusedAt'>, now: Date): boolean {
  if (retour.etat === 'annule' || retour.etat === 'refus_confirme') return false;
  if (retour.etat === 'refuse') return !!retour.refusedAt && isWithinDisputeWindow(retour.refusedAt, now);
  return true;
}

/** Per order line: quantity bought − quantities of the earlier returns that still hold theirs. */
export function returnableQuantities(
  lignes: readonly { id: number; quantite: number }[],
  retours: readonly RetourExistant[],
  now: Date,
): Map<number, number> {
  const left = new Map(lignes.map((l) => [l.id, l.quantite]));
  for (const retour of retours) {
    if (!holdsQuantities(retour, now)) continue;
    for (const l of retour.lignes) {
      const q = left.get(l.commandeLigneId);
      if (q !== undefined) left.set(l.commandeLigneId, Math.max(0, q - l.quantite));
    }
  }
  return left;
}

export type RetourLigneRefus = 'return_line_unknown' | 'return_line_duplicate' | 'return_quantity_above';

/**
 * The asked lines' problems by index (`lignes.<i>.commande_ligne_id` or `.quantite` in a 422): a line
 * not of the order, a line asked twice, a quantity above what is left to return. Empty: acceptable.
 */
export function requestedLinesErrors(
  asked: readonly RetourLigneQuantite[],
  returnable: ReadonlyMap<number, number>,
): { index: number; field: 'commande_ligne_id' | 'quantite'; code: RetourLigneRefus; max?: number }[] {
  const seen = new Set<number>();
  const out: {
    index: number;
    field: 'commande_ligne_id' | 'quantite';
    code: RetourLigneRefus;
    max?: number;
  }[] = [];
  asked.forEach((l, index) => {
    const left = returnable.get(l.commandeLigneId);
    if (left === undefined) out.push({ index, field: 'commande_ligne_id', code: 'return_line_unknown' });
    else if (seen.has(l.commandeLigneId))
      out.push({ index, field: 'commande_ligne_id', code: 'return_line_duplicate' });
    else if (l.quantite > left)
      out.push({ index, field: 'quantite', code: 'return_quantity_above', max: left });
    seen.add(l.commandeLigneId);
  });
  return out;
}
