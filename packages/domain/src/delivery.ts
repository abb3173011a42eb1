import { toCentimes } from './money';
import { type OrderLine, type OrderSummary, orderSummaryCentimes, summaryToDzd } from './pricing';
import { WILAYAS, wilayaByCode } from './wilayas';

/**
 * Delivery fees (docs/product/orders-and-money.md, Delivery fees; decision 0014): the administrator's
 * grid gives, per destination wilaya, a home-delivery and a stop-desk fee — the platform's row, or a
 * store's own row when it has one. Each seller order of a checkout pays the fee of its seller towards
 * the client's wilaya, unless its articles (after promotions and coupon) reach the free-delivery
 * threshold. The server and the screens price a checkout with the same function below, so the cart
 * shows what the order will store.
 */

export const MODES_LIVRAISON = ['domicile', 'stop_desk'] as const;
export type ModeLivraison = (typeof MODES_LIVRAISON)[number];

export const MODE_LIVRAISON_LABELS: Readonly<Record<ModeLivraison, string>> = {
  domicile: 'Livraison à domicile',
  stop_desk: 'Retrait en stop desk',
};

export function isModeLivraison(value: unknown): value is ModeLivraison {
  return value === 'domicile' || value === 'stop_desk';
}

/** A grid row's two fees (centimes on the server, DZD on screens). */
export type DeliveryRate = { domicile: number; stop_desk: number };

/** DZD: far above any real delivery fee. */
export const MAX_DELIVERY_FEE = 100_000;
/** DZD: far above any real basket, far below what a centimes bigint holds. */
export const MAX_FREE_DELIVERY_THRESHOLD = 100_000_000;

export const DELIVERY_MESSAGES = {
  saved: 'Modification avec success',
  wilayaRequired: 'Le champ wilaya est obligatoire.',
  wilayaInvalid: 'La wilaya sélectionnée est invalide.',
  feeNumber: 'Le montant doit être un nombre.',
  feeMin: 'Le montant doit être supérieur ou égal à 0.',
  feeMax: 'Le montant ne doit pas dépasser 100 000 DZD.',
  thresholdMax: 'Le montant ne doit pas dépasser 100 000 000 DZD.',
  cents: 'Le montant ne peut pas avoir plus de deux décimales.',
  duplicateWilaya: 'Cette wilaya figure plusieurs fois dans la grille.',
  bothOrNone: 'Renseignez les deux frais, ou aucun pour revenir à la grille de la plateforme.',
  storeNotFound: 'Magasin introuvable.',
} as const;

/** A wilaya code from 16, '16', '016' or the label '16 - Alger'; null when it names no wilaya. */
export function wilayaCodeOf(value: unknown): number | null {
  let code: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value)) code = value;
  else if (typeof value === 'string') {
    const match = /^\s*(\d{1,3})(?:\s*-.*)?$/u.exec(value);
    if (match) code = Number(match[1]);
  }
  return code !== null && wilayaByCode(code) !== null ? code : null;
}

/** 'NN - Name' of a wilaya code (or null). */
export function wilayaLabelOf(code: number | null | undefined): string | null {
  return code === null || code === undefined ? null : (wilayaByCode(code)?.label ?? null);
}

/** The codes of every wilaya of the data file, in order. */
export const WILAYA_CODES: readonly number[] = Object.freeze(WILAYAS.map((w) => Number(w.code)));

// ---------------------------------------------------------------- pricing a checkout

export interface SellerCart<K> {
  seller: K;
  lines: readonly OrderLine[];
  /** The grid's row for this seller and the destination; null = no fee configured (free). */
  rate: DeliveryRate | null;
}

export interface SellerQuote<K> {
  seller: K;
  summary: OrderSummary;
  /** This order carries the checkout's coupon. */
  coupon: boolean;
  /** The grid's fee before the free-delivery rule. */
  fraisGrille: number;
  /** The grid asked for a fee and the threshold waived it. */
  livraisonOfferte: boolean;
  /**
   * How much more of this seller's articles (after promotions and coupon) makes its delivery free;
   * null when it pays no fee or delivery is never free.
   */
  resteGratuite: number | null;
}

export interface CheckoutQuote<K> {
  orders: SellerQuote<K>[];
  /** Sums over the orders (what the client pays in all). */
  total: OrderSummary;
}

export interface QuoteOptions {
  couponRemise?: number | null;
  mode: ModeLivraison;
  seuilGratuite?: number | null;
}

export function rateFee(rate: DeliveryRate | null | undefined, mode: ModeLivraison): number {
  return rate ? rate[mode] : 0;
}

const ZERO: OrderSummary = {
  total: 0,
  totalPromotion: 0,
  remisePromotion: 0,
  remiseCoupon: 0,
  fraisLivraison: 0,
  aPayer: 0,
};

function addSummaries(a: OrderSummary, b: OrderSummary): OrderSummary {
  return {
    total: a.total + b.total,
    totalPromotion: a.totalPromotion + b.totalPromotion,
    remisePromotion: a.remisePromotion + b.remisePromotion,
    remiseCoupon: a.remiseCoupon + b.remiseCoupon,
    fraisLivraison: a.fraisLivraison + b.fraisLivraison,
    aPayer: a.aPayer + b.aPayer,
  };
}

/**
 * Prices a checkout split per seller (in the given order), in centimes. The coupon goes to the
 * order with the most to pay for its articles (the first one on a tie), where its remise is capped
 * at that order's articles; each order then pays its own delivery fee unless its articles, after
 * the coupon, reach the threshold.
 */
export function checkoutQuoteCentimes<K>(
  sellers: readonly SellerCart<K>[],
  options: QuoteOptions,
): CheckoutQuote<K> {
  const articlesDue = sellers.map((s) => orderSummaryCentimes(s.lines).aPayer);
  let couponAt = -1;
  if (options.couponRemise !== null && options.couponRemise !== undefined && sellers.length > 0) {
    couponAt = articlesDue.reduce((best, due, i) => (due > articlesDue[best] ? i : best), 0);
  }
  const orders = sellers.map((s, i): SellerQuote<K> => {
    const fraisGrille = rateFee(s.rate, options.mode);
    const summary = orderSummaryCentimes(s.lines, i === couponAt ? options.couponRemise : null, {
      frais: fraisGrille,
      seuilGratuite: options.seuilGratuite,
    });
    const seuil = options.seuilGratuite;
    const articles = summary.aPayer - summary.fraisLivraison;
    return {
      seller: s.seller,
      summary,
      coupon: i === couponAt,
      fraisGrille,
      livraisonOfferte: fraisGrille > 0 && summary.fraisLivraison === 0,
      resteGratuite:
        summary.fraisLivraison > 0 && seuil !== null && seuil !== undefined ? seuil - articles : null,
    };
  });
  return { orders, total: orders.reduce((sum, o) => addSummaries(sum, o.summary), ZERO) };
}

const rateToCentimes = (r: DeliveryRate | null): DeliveryRate | null =>
  r ? { domicile: toCentimes(r.domicile), stop_desk: toCentimes(r.stop_desk) } : null;
const optionalCentimes = (v: number | null | undefined) =>
  v === null || v === undefined ? v : toCentimes(v);

/** The DZD twin of `checkoutQuoteCentimes` (the screens). */
export function checkoutQuote<K>(sellers: readonly SellerCart<K>[], options: QuoteOptions): CheckoutQuote<K> {
  const c = checkoutQuoteCentimes(
    sellers.map((s) => ({
      seller: s.seller,
      lines: s.lines.map((l) => ({ ...l, prix: toCentimes(l.prix) })),
      rate: rateToCentimes(s.rate),
    })),
    {
      mode: options.mode,
      couponRemise: optionalCentimes(options.couponRemise),
      seuilGratuite: optionalCentimes(options.seuilGratuite),
    },
  );
  return {
    orders: c.orders.map((o) => ({
      ...o,
      summary: summaryToDzd(o.summary),
      fraisGrille: o.fraisGrille / 100,
      resteGratuite: o.resteGratuite === null ? null : o.resteGratuite / 100,
    })),
    total: summaryToDzd(c.total),
  };
}
