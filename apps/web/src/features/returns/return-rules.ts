import { ALGIERS_TIME_ZONE } from '@souk/domain/algiers-time';
import type { OrderReply } from '@souk/domain/replies/orders';
import type { RetourReply } from '@souk/domain/replies/returns';
import type { RetourExistant } from '@souk/domain/returns/quantities';
import { returnableQuantities } from '@souk/domain/returns/quantities';
import { movesFor, type RetourActeur } from '@souk/domain/returns/state-machine';
import type { EtatRetour } from '@souk/domain/returns/states';
import { isWithinDisputeWindow, isWithinReturnWindow } from '@souk/domain/returns/window';
import { formatDate } from '@/lib/formatters';

/**
 * What the return screens read from the replies, with the domain's rules (decision 0046): when an
 * order was delivered, whether its return window is open, what is left to return, which moves a
 * screen offers. No rule of its own: the window, the quantities and the moves are the domain's.
 */

/** When the order was delivered: its last `livree` step, or null. */
export function deliveredAt(order: Pick<OrderReply, 'etats'>): Date | null {
  const step = [...order.etats].reverse().find((e) => e.etat === 'livree');
  return step ? new Date(step.created_at) : null;
}

/**
 * Whether the client may ask to return the order now: delivered, within the return window of
 * `delaiRetourJours` days (the configured `delai_retour_jours`, read from `v1/about`; the API checks
 * the same setting, 422 outside it).
 */
export function isOrderReturnable(
  order: Pick<OrderReply, 'etat' | 'etats'>,
  delaiRetourJours: number,
  now: Date = new Date(),
): boolean {
  const livreeAt = order.etat === 'livree' ? deliveredAt(order) : null;
  return livreeAt !== null && isWithinReturnWindow(livreeAt, delaiRetourJours, now);
}

/** When the return was refused: its last `refuse` step, or null. */
export function refusedAt(retour: Pick<RetourReply, 'historique'>): Date | null {
  const step = [...retour.historique].reverse().find((h) => h.etat === 'refuse');
  return step ? new Date(step.created_at) : null;
}

/** The client's earlier returns of one order, as the quantities rule reads them. */
export function existingReturns(retours: readonly RetourReply[], commandeId: number): RetourExistant[] {
  return retours
    .filter((r) => r.commande.id === commandeId)
    .map((r) => ({
      etat: r.etat,
      refusedAt: refusedAt(r),
      lignes: r.lignes.map((l) => ({ commandeLigneId: l.commande_ligne_id, quantite: l.quantite })),
    }));
}

/** Per order line: what is left to return (bought − held by earlier returns). */
export function leftToReturn(
  order: Pick<OrderReply, 'id' | 'stock_articles'>,
  retours: readonly RetourReply[],
  now: Date = new Date(),
): Map<number, number> {
  return returnableQuantities(
    order.stock_articles.map((l) => ({ id: l.commande_ligne_id, quantite: l.quantite })),
    existingReturns(retours, order.id),
    now,
  );
}

/**
 * The moves `acteurs` may make on the return now (the screens' buttons): the state machine's, the
 * dispute only while its window runs (`retourMove` refuses it after).
 */
export function offeredMoves(
  retour: Pick<RetourReply, 'etat' | 'historique' | 'commande'>,
  acteurs: readonly RetourActeur[],
  now: Date = new Date(),
): EtatRetour[] {
  const moves = acteurs.flatMap((acteur) => movesFor(retour.etat, acteur, retour.commande.type_paiement));
  return [...new Set(moves)].filter((to) => {
    if (to !== 'litige') return true;
    const refused = refusedAt(retour);
    return refused !== null && isWithinDisputeWindow(refused, now);
  });
}

/** The last Algerian day of a period ending at `end` (its first instant after), for "until …" texts. */
export function lastDayOf(end: Date): string {
  return formatDate(new Date(end.getTime() - 1), 'long', undefined, ALGIERS_TIME_ZONE);
}
