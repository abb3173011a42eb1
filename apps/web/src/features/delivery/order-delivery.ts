import type { ModeLivraison } from '@souk/domain/delivery';
import type { TFunction } from 'i18next';
import { modeLivraisonKey } from '@/lib/domain-labels';
import { formatDzd, formatWilaya } from '@/lib/formatters';

/** What an order says about its delivery (client detail, back-office detail, printable invoice). */
interface OrderDelivery {
  frais_livraison?: number;
  mode_livraison?: ModeLivraison;
  wilaya_livraison?: string | null;
}

/** The order's fee: an amount, or 'Gratuite' (0: offered by the threshold or not charged). */
export function orderFeeValue(order: OrderDelivery, t: TFunction): string {
  const fee = order.frais_livraison ?? 0;
  return fee > 0 ? formatDzd(fee) : t('delivery.fees.free');
}

/** 'Livraison à domicile — 16 - Alger'; the mode alone on orders placed before destinations were kept. */
export function orderShippingText(order: OrderDelivery, t: TFunction): string {
  const mode = t(modeLivraisonKey(order.mode_livraison ?? 'domicile'));
  return order.wilaya_livraison
    ? t('delivery.order.shipping', { mode, wilaya: formatWilaya(order.wilaya_livraison) })
    : mode;
}
