import { isModeLivraison, wilayaLabelOf } from '@souk/domain/delivery';
import { toDzd } from '@souk/domain/money';
import { type Etat, isEtat } from '@souk/domain/order-states';
import { isPaid, type TypePaiement } from '@souk/domain/payments';
import { promotionPriceCentimes } from '@souk/domain/pricing';
import type { OrderReply } from '@souk/domain/replies/orders';
import { refundsCancelledPayment } from '@souk/domain/returns/refund';
import type { VariantSousOption } from '../cart';
import { toShopReply } from '../shops';
import type { CancelledPaymentRow, OrderEtatRow, OrderLineRow, OrderRow } from './order-queries.repository';

/** The database's CHECK constraints keep these in range; anything else is a bug worth a loud error. */
function etatOf(value: string): Etat {
  if (!isEtat(value)) throw new Error(`Unknown order state: ${value}`);
  return value;
}
const typeOf = (value: string): TypePaiement => (value === 'devise' || value === 'cib' ? value : 'livraison');

/** The delivery columns of an order as replies show them (DZD, 'NN - Name'). */
export function orderDeliveryOf(o: {
  fraisLivraison: number;
  modeLivraison: string;
  wilayaLivraison: number | null;
}) {
  return {
    frais_livraison: toDzd(o.fraisLivraison),
    mode_livraison: isModeLivraison(o.modeLivraison) ? o.modeLivraison : ('domicile' as const),
    wilaya_livraison: wilayaLabelOf(o.wilayaLivraison),
  };
}

/**
 * A cancelled card order's payments given back by the provider (returns/card-refunds.service.ts), as
 * one refund: `en_cours` until every one is made. null when the order has nothing to refund.
 */
export function refundOf(
  order: { etat: string; typePaiement: string },
  payments: readonly CancelledPaymentRow[],
): OrderReply['remboursement'] {
  const refunded = payments.filter((p) => refundsCancelledPayment(order, p));
  if (refunded.length === 0) return null;
  const done = refunded.every((p) => p.refundedAt !== null);
  const last = Math.max(...refunded.map((p) => p.refundedAt?.getTime() ?? 0));
  return {
    montant: toDzd(refunded.reduce((sum, p) => sum + p.montant, 0)),
    etat: done ? 'rembourse' : 'en_cours',
    rembourse_at: done ? new Date(last).toISOString() : null,
  };
}

/**
 * `etats` as given: the client's replies pass the order's moves (`orderMoves`), the back-office its
 * whole history with the notes.
 */
export function toOrderReply(
  row: OrderRow,
  lines: OrderLineRow[],
  etats: OrderEtatRow[],
  payments: readonly CancelledPaymentRow[] = [],
): OrderReply {
  const o = row.order;
  const marchand = row.marchand ? toShopReply(row.marchand) : null;
  const etat = etatOf(o.etat);
  return {
    id: o.id,
    ref: o.ref,
    created_at: o.createdAt.toISOString(),
    total: toDzd(o.total),
    remise_promotion: toDzd(o.remisePromotion),
    remise_coupon: toDzd(o.remiseCoupon),
    ...orderDeliveryOf(o),
    montant_a_payer: toDzd(o.montantAPayer),
    etat,
    type_paiement: typeOf(o.typePaiement),
    paye: isPaid(etat, o.typePaiement),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
    adresse: o.adresse,
    latitude: o.latitude,
    longitude: o.longitude,
    marchand,
    coupon: row.coupon?.code
      ? {
          code: row.coupon.code,
          modelCoupon: { designation: row.coupon.designation ?? '', remise: toDzd(row.coupon.remise ?? 0) },
        }
      : null,
    stock_articles: lines.map((l) => {
      const promotion = l.pourcentage > 0 ? { id: l.promotionId, pourcentage: l.pourcentage } : null;
      return {
        id: l.id,
        commande_ligne_id: l.id,
        stock_article_id: l.stockArticleId,
        quantite: l.quantite,
        prix: toDzd(l.prix),
        pourcentage: l.pourcentage,
        prix_promotion: toDzd(promotionPriceCentimes(l.prix, l.pourcentage)),
        promotion,
        article: {
          id: l.articleId,
          slug: l.slug,
          designation: l.designation,
          url_image: l.urlImage,
          latestpromotions: promotion,
          marchand,
        },
        stock_article: {
          id: l.stockArticleId,
          prix: toDzd(l.prix),
          quantite: l.quantite,
          sous_options: (l.sousOptions as VariantSousOption[]).map((so) => ({
            id: so.id,
            designation: so.designation,
            option_id: so.option_id,
            option: so.option,
          })),
        },
      };
    }),
    etats: etats.map((e) => ({ etat: etatOf(e.etat), created_at: e.createdAt.toISOString() })),
    remboursement: refundOf(o, payments),
  };
}
