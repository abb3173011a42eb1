import { venteAmountCentimes } from '../finance/seller-due';
import { promotionPriceCentimes } from '../pricing';
import type { RetourLigneQuantite } from './quantities';
import { type MotifRetour, refundsDeliveryFee } from './states';

/**
 * What a return gives back (docs/product/orders-and-money.md, Returns and refunds; decision 0046), in
 * centimes, as stored on the order and its lines.
 *
 * The returned units are refunded at the price paid: after their promotion, less their share of the
 * coupon, prorated by amount. The delivery fee comes back too when the reason is the seller's fault
 * (`defectueux`, `non_conforme`, `endommage`) and this return brings back the last units of the order.
 *
 * Rounding: a share (the coupon's, a line's commission) of everything refunded so far is rounded down,
 * and one return's share is the difference between the share after it and the share before it. The
 * shares of successive returns then add up exactly to the whole, so the returns of every unit refund
 * exactly what was paid, and no sequence of partial returns ever refunds more.
 */

export type RefundOrderLine = {
  id: number;
  /** Unit price before promotion. */
  prix: number;
  quantite: number;
  pourcentage?: number | null;
  /** The line's commission, as copied at checkout. */
  commission: number;
};

export type RefundOrder = {
  typePaiement: string;
  lignes: readonly RefundOrderLine[];
  remiseCoupon: number;
  fraisLivraison: number;
};

export type RefundParts = {
  /** The returned units after promotion. */
  base: number;
  couponShare: number;
  commissionShare: number;
  /** The delivery fee refunded, or 0. */
  frais: number;
};

export type Refund = RefundParts & {
  /** What the client gets back: base − coupon share + fee. */
  montantRembourse: number;
  fraisRembourses: boolean;
  /** The `remboursement` entry of the seller's ledger (seller's view, ≤ 0 for card and CIB). */
  remboursementLedger: number;
};

/** ⌊total × part / whole⌋ on integers (exact for any amounts). */
function shareOf(total: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Number((BigInt(total) * BigInt(part)) / BigInt(whole));
}

function unitBase(line: RefundOrderLine): number {
  return promotionPriceCentimes(line.prix, line.pourcentage);
}

function quantities(lignes: readonly RetourLigneQuantite[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lignes) out.set(l.commandeLigneId, (out.get(l.commandeLigneId) ?? 0) + l.quantite);
  return out;
}

/**
 * The refund of `retour`, given the lines of the order's returns already refunded (`rembourse`).
 * Throws when the quantities exceed what was bought (the request's checks come first:
 * quantities.ts).
 */
export function refundFor(
  order: RefundOrder,
  dejaRembourses: readonly RetourLigneQuantite[],
  retour: { motif: MotifRetour; lignes: readonly RetourLigneQuantite[] },
): Refund {
  const before = quantities(dejaRembourses);
  const now = quantities(retour.lignes);
  let totalBase = 0;
  let baseBefore = 0;
  let base = 0;
  let commissionShare = 0;
  let unitsLeft = 0;
  const known = new Set(order.lignes.map((l) => l.id));
  for (const id of [...before.keys(), ...now.keys()]) {
    if (!known.has(id)) throw new RangeError(`ligne ${id} hors de la commande`);
  }
  for (const line of order.lignes) {
    const unit = unitBase(line);
    const qBefore = before.get(line.id) ?? 0;
    const q = now.get(line.id) ?? 0;
    if (!Number.isSafeInteger(q) || q < 0 || qBefore < 0 || qBefore + q > line.quantite) {
      throw new RangeError(`quantité retournée invalide pour la ligne ${line.id}`);
    }
    totalBase += unit * line.quantite;
    baseBefore += unit * qBefore;
    base += unit * q;
    commissionShare +=
      shareOf(line.commission, qBefore + q, line.quantite) - shareOf(line.commission, qBefore, line.quantite);
    unitsLeft += line.quantite - qBefore - q;
  }
  const couponShare =
    shareOf(order.remiseCoupon, baseBefore + base, totalBase) -
    shareOf(order.remiseCoupon, baseBefore, totalBase);
  const fraisRembourses = unitsLeft === 0 && refundsDeliveryFee(retour.motif) && order.fraisLivraison > 0;
  const frais = fraisRembourses ? order.fraisLivraison : 0;
  const parts = { base, couponShare, commissionShare, frais };
  return {
    ...parts,
    montantRembourse: base - couponShare + frais,
    fraisRembourses,
    remboursementLedger: remboursementAmountCentimes(order.typePaiement, parts),
  };
}

/**
 * The `remboursement` entry: the reverse of what the `vente` credited for the returned units (and the
 * fee when refunded), i.e. −`venteAmountCentimes` of the returned part (finance/seller-due.ts): card
 * and CIB, −(units after promotion − their commission [+ fee]); cash on delivery, where the seller
 * refunds the client itself, −(their coupon share − their commission).
 */
export function remboursementAmountCentimes(typePaiement: string, parts: RefundParts): number {
  const amount = -venteAmountCentimes({
    typePaiement,
    total: parts.base,
    remisePromotion: 0,
    remiseCoupon: parts.couponShare,
    fraisLivraison: parts.frais,
    commission: parts.commissionShare,
  });
  return amount === 0 ? 0 : amount;
}

export function remboursementLibelle(ref: string): string {
  return `Remboursement — commande ${ref}`;
}

/**
 * Whether a successful payment of a cancelled order is given back by the provider, automatically
 * (docs/product/orders-and-money.md, Payment types): a card (`devise`) payment that took money. CIB
 * and cash on delivery are not (the platform or the seller transfers it), nor a free order.
 */
export function refundsCancelledPayment(
  order: { etat: string; typePaiement: string },
  payment: { statut: string; montant: number },
): boolean {
  return (
    order.etat === 'annulee' &&
    order.typePaiement === 'devise' &&
    payment.statut === 'reussi' &&
    payment.montant > 0
  );
}
