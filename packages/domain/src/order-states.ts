import { ETAT_LABELS, ETATS, type Etat } from './etat-labels';
import { z } from './validation';

export { ETAT_LABELS, ETATS, type Etat };

export const etatSchema = z.enum(ETATS);

export function isEtat(value: unknown): value is Etat {
  return typeof value === 'string' && (ETATS as readonly string[]).includes(value);
}

/** Bootstrap-style colour names, as the original screens word them; `warning` is used by article badges. */
export type BadgeColor = 'success' | 'danger' | 'primary' | 'secondary' | 'warning';

export const BADGE_TO_MANTINE: Record<BadgeColor, string> = {
  success: 'green',
  danger: 'red',
  primary: 'blue',
  secondary: 'gray',
  warning: 'yellow',
};

export type Area = 'client' | 'admin' | 'partner';

// The client area highlights delivery as good news; the back-offices keep "to do" rows neutral.
export function etatBadgeColor(etat: Etat, area: Area): BadgeColor {
  if (etat === 'annulee') return 'danger';
  if (area === 'client') return etat === 'livree' ? 'success' : 'primary';
  return etat === 'livree' ? 'primary' : 'secondary';
}

/** Who causes a change: a seller (admin for platform orders, partner for its own), the client, the
 * payment provider, the client's QR scan, or the server's own sweep of unpaid card orders; the seller
 * also cancels a COD order the client refused on the phone, or whose parcel could not be delivered
 * (cod-confirmation.ts adds the payment-type condition these states cannot see). The administrator
 * alone corrects a delivery confirmed by mistake, back to `en_cours_de_livraison` (decision 0032). */
export type Actor =
  | 'seller'
  | 'client'
  | 'payment'
  | 'scan'
  | 'system'
  | 'phone_refusal'
  | 'delivery_failure'
  | 'delivery_correction';

const SELLER_NEXT: Partial<Record<Etat, Etat>> = {
  en_attente_de_validation: 'en_attente_de_livraison',
  en_attente_de_livraison: 'en_cours_de_livraison',
  en_cours_de_livraison: 'livree',
};

export function nextSellerEtat(etat: Etat): Etat | null {
  return SELLER_NEXT[etat] ?? null;
}

/** The single menu entry offered to the seller, or null when no move is offered. */
export function sellerTransitionLabel(etat: Etat): string | null {
  const next = nextSellerEtat(etat);
  if (next === null) return null;
  // The first step is named after the act (validating), not after the target state.
  return etat === 'en_attente_de_validation' ? 'Validée' : ETAT_LABELS[next];
}

/**
 * Whether a back-office acts as the seller of an order (`storeId`: the order's store, null for the
 * platform's own): the administrator sells the platform's orders only, so it neither moves nor
 * confirms a store's order; a partner only ever reaches its own store's orders (the API scopes them).
 */
export function actsAsSeller(backoffice: 'admin' | 'partner', storeId: number | null): boolean {
  return backoffice === 'partner' || storeId === null;
}

export function canSellerTransition(from: Etat, to: Etat): boolean {
  return nextSellerEtat(from) === to;
}

export const CLIENT_CANCELLABLE: readonly Etat[] = ['en_attente_de_validation', 'en_attente_de_paiement'];

/** Also decides whether the client's order row shows the delete icon. */
export function canClientCancel(etat: Etat): boolean {
  return CLIENT_CANCELLABLE.includes(etat);
}

export function canPaymentSucceed(etat: Etat): boolean {
  return etat === 'en_attente_de_paiement';
}

export function canScanDeliver(etat: Etat): boolean {
  return etat === 'en_cours_de_livraison';
}

/** Unpaid card orders stop holding stock after a delay; the sweep cancels them. */
export function canExpire(etat: Etat): boolean {
  return etat === 'en_attente_de_paiement';
}

export function canTransition(from: Etat, to: Etat, actor: Actor): boolean {
  switch (actor) {
    case 'seller':
      return canSellerTransition(from, to);
    case 'client':
      return to === 'annulee' && canClientCancel(from);
    case 'payment':
      return to === 'en_attente_de_livraison' && canPaymentSucceed(from);
    case 'scan':
      return to === 'livree' && canScanDeliver(from);
    case 'system':
      return to === 'annulee' && canExpire(from);
    case 'phone_refusal':
      return to === 'annulee' && from === 'en_attente_de_validation';
    case 'delivery_failure':
      return to === 'annulee' && (from === 'en_attente_de_livraison' || from === 'en_cours_de_livraison');
    case 'delivery_correction':
      return from === 'livree' && to === 'en_cours_de_livraison';
  }
}

export function isTerminal(etat: Etat): boolean {
  return etat === 'livree' || etat === 'annulee';
}

/** Parameter type kept literal (not imported from payments) so that payments can depend on this file
 * without an import cycle; payments.test checks both lists agree. */
export function initialEtat(typePaiement: 'devise' | 'cib' | 'livraison'): Etat {
  return typePaiement === 'livraison' ? 'en_attente_de_validation' : 'en_attente_de_paiement';
}

/**
 * Stock is reserved when the order is created, so every move into `annulee` (client cancellation
 * or expiry of an unpaid card order) must give the reserved quantities back — and the coupon too.
 * Delivered orders keep theirs: the goods are gone.
 */
export function stockReleasedOnCancel(from: Etat, to: Etat): boolean {
  return to === 'annulee' && !isTerminal(from);
}

/**
 * The client's timeline of an order: its moves only. The order's history also holds lines that keep
 * its state (each step of a return of a delivered order, the refund of a cancelled order's payment),
 * written for the seller with a French note; the client reads a return's steps in the return's own
 * history and the refund in the order's `remboursement`, so a row repeating the state before it is
 * left out (no move ever keeps the state: `canTransition` never allows it).
 */
export function orderMoves<T extends { etat: string }>(history: readonly T[]): T[] {
  return history.filter((row, i) => i === 0 || row.etat !== history[i - 1].etat);
}
