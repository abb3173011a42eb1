import { checkoutQuote, type DeliveryRate, type ModeLivraison } from '@souk/domain/delivery';
import type { OrderSummary } from '@souk/domain/pricing';
import type { CartLine } from '@/features/cart/cart-types';
import type { DeliveryQuote } from '@/features/delivery/delivery-types';

/**
 * The selected cart lines priced as the checkout will price them (packages/domain `checkoutQuote`):
 * one order per seller — the platform first, then stores by id — each with its own delivery fee,
 * the coupon on the order with the most to pay, free delivery from the threshold.
 */

export interface PricedLine {
  line: CartLine;
  quantite: number;
}

export interface SellerOrder {
  /** null: the platform's own articles. */
  marchandId: number | null;
  /** The store's name; null for the platform. */
  name: string | null;
  lines: PricedLine[];
  summary: OrderSummary;
  /** The grid asked for a fee and the free-delivery threshold waived it. */
  livraisonOfferte: boolean;
  /** How much more of this seller's articles makes its delivery free (null: no fee, or never free). */
  resteGratuite: number | null;
  coupon: boolean;
}

export interface CheckoutPricing {
  orders: SellerOrder[];
  total: OrderSummary;
  /** The fees are those of the quote (false: unknown yet, counted as 0). */
  feesKnown: boolean;
  seuil: number | null;
}

function rateOf(quote: DeliveryQuote | undefined, marchandId: number | null): DeliveryRate | null {
  const seller = quote?.vendeurs.find((v) => v.marchand_id === marchandId);
  if (!seller || seller.domicile === null || seller.stop_desk === null) return null;
  return { domicile: seller.domicile, stop_desk: seller.stop_desk };
}

export function priceCheckout(
  selected: readonly PricedLine[],
  options: { quote: DeliveryQuote | undefined; mode: ModeLivraison; couponRemise: number | null },
): CheckoutPricing {
  const bySeller = new Map<number | null, PricedLine[]>();
  for (const l of selected) {
    const key = l.line.article.marchand?.id ?? null;
    bySeller.set(key, [...(bySeller.get(key) ?? []), l]);
  }
  const sellers = [...bySeller.keys()].sort((a, b) => (a ?? 0) - (b ?? 0));
  const seuil = options.quote?.livraison_gratuite_seuil ?? null;
  const priced = checkoutQuote(
    sellers.map((marchandId) => ({
      seller: marchandId,
      lines: bySeller.get(marchandId)!.map(({ line, quantite }) => ({
        prix: line.stock_article.prix,
        quantite,
        pourcentage: line.article.latestpromotions?.pourcentage ?? null,
      })),
      rate: rateOf(options.quote, marchandId),
    })),
    { mode: options.mode, couponRemise: options.couponRemise, seuilGratuite: seuil },
  );
  return {
    orders: priced.orders.map((o) => {
      const lines = bySeller.get(o.seller)!;
      return {
        marchandId: o.seller,
        name: lines[0].line.article.marchand?.designation_magasin ?? null,
        lines,
        summary: o.summary,
        livraisonOfferte: o.livraisonOfferte,
        resteGratuite: o.resteGratuite,
        coupon: o.coupon,
      };
    }),
    total: priced.total,
    feesKnown: options.quote !== undefined,
    seuil,
  };
}
