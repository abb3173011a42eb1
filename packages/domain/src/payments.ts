import { type BadgeColor, canPaymentSucceed, type Etat } from './order-states';
import { z } from './validation';

export const TYPES_PAIEMENT = ['devise', 'cib', 'livraison'] as const;

export type TypePaiement = (typeof TYPES_PAIEMENT)[number];

export const typePaiementSchema = z.enum(TYPES_PAIEMENT);

/** Card payments go through a provider before delivery; cash is collected by the courier. */
export function isCardPayment(typePaiement: string | null | undefined): boolean {
  return typePaiement === 'devise' || typePaiement === 'cib';
}

// Takes any string: unknown or missing types show as cash on delivery.
export function paymentLabel(typePaiement: string | null | undefined): string {
  if (typePaiement === 'devise') return 'Paiement avec Stripe';
  if (typePaiement === 'cib') return 'Paiement avec CIB';
  return 'Paiement à la livraison';
}

/** Cash on delivery counts as paid only once delivered; a card order once the provider confirmed. */
export function isPaid(etat: Etat, typePaiement: string | null | undefined): boolean {
  if (etat === 'livree') return true;
  const paidByCard = etat === 'en_attente_de_livraison' || etat === 'en_cours_de_livraison';
  return paidByCard && isCardPayment(typePaiement);
}

/**
 * Whether the order can be paid now: a card order waiting for its payment. The client area offers
 * 'Payer' on it; the API refuses any other attempt (payment-attempts.service.ts `payRefusal` says why).
 */
export function canPay(etat: Etat, typePaiement: string | null | undefined): boolean {
  return isCardPayment(typePaiement) && canPaymentSucceed(etat);
}

export function paidLabel(etat: Etat, typePaiement: string | null | undefined): 'payé' | 'non-payé' {
  return isPaid(etat, typePaiement) ? 'payé' : 'non-payé';
}

export function paidBadge(etat: Etat, typePaiement: string | null | undefined): BadgeColor {
  return isPaid(etat, typePaiement) ? 'success' : 'secondary';
}

/**
 * The client's order-row button. A cancelled order is unpaid too, but offering to pay it would
 * fail on the server (only en_attente_de_paiement can succeed), so it reads 'Details'.
 */
export function clientOrderAction(etat: Etat, typePaiement: string | null | undefined): 'Payé !' | 'Details' {
  const payable = !isPaid(etat, typePaiement) && typePaiement === 'devise' && etat !== 'annulee';
  return payable ? 'Payé !' : 'Details';
}
