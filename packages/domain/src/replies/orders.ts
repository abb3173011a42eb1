import { MOTIFS_ECHEC, RESULTATS_APPEL } from '../cod-confirmation';
import { etatSchema } from '../order-states';
import { paginatedSchema } from '../pagination';
import { typePaiementSchema } from '../payments';
import { z } from '../validation';
import { variantSousOptionReply } from './cart';
import { orderDeliveryReply } from './delivery';
import { shopReply } from './shops';

// ---------------------------------------------------------------- the client's orders

/**
 * An order as its client sees it. Amounts are DZD, computed by the server when the order was
 * placed; lines show the snapshot taken then (price, promotion, designation, variant).
 */

const linePromotion = z.object({ id: z.number().nullable(), pourcentage: z.number() });

export const orderLineReply = z.object({
  id: z.number(),
  /** The order line's id (the same as `id`), which the return calls name (`retourAdd`'s lignes). */
  commande_ligne_id: z.number(),
  /** null once the variant has been deleted from the catalogue. */
  stock_article_id: z.number().nullable(),
  quantite: z.number(),
  /** Unit price when ordered, before the promotion. */
  prix: z.number(),
  pourcentage: z.number(),
  /** Unit price paid (after the promotion). */
  prix_promotion: z.number(),
  promotion: linePromotion.nullable(),
  article: z.object({
    id: z.number().nullable(),
    slug: z.string().nullable(),
    designation: z.string(),
    url_image: z.string().nullable(),
    /** The promotion applied to this line when ordered. */
    latestpromotions: linePromotion.nullable(),
    marchand: shopReply.nullable(),
  }),
  stock_article: z.object({
    id: z.number().nullable(),
    prix: z.number(),
    /** The quantity ordered. */
    quantite: z.number(),
    sous_options: z.array(variantSousOptionReply),
  }),
});

/** What every order reply starts with, the client's and the back office's: its reference and amounts. */
const orderSummaryFields = {
  id: z.number(),
  ref: z.string(),
  created_at: z.string(),
  /** Σ quantite × prix, before promotions. */
  total: z.number(),
  remise_promotion: z.number(),
  remise_coupon: z.number(),
  ...orderDeliveryReply,
  /** Articles − promotion − coupon + frais_livraison. */
  montant_a_payer: z.number(),
  etat: etatSchema,
  type_paiement: typePaiementSchema,
  /** The shared paid rule (isPaid). */
  paye: z.boolean(),
};

export const orderReply = z.object({
  ...orderSummaryFields,
  paid_at: z.string().nullable(),
  adresse: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The seller; null for the platform's own orders. */
  marchand: shopReply.nullable(),
  coupon: z
    .object({
      code: z.string(),
      modelCoupon: z.object({ designation: z.string(), remise: z.number() }),
    })
    .nullable(),
  stock_articles: z.array(orderLineReply),
  /**
   * The order's moves (a row repeating the state before it, such as a step of a return or a refund's
   * note, is not a move: the client reads a return's steps in the return's own `historique`).
   */
  etats: z.array(z.object({ etat: etatSchema, created_at: z.string() })),
  /**
   * A cancelled order's card payment given back by the provider (docs/product/orders-and-money.md,
   * Payment types): the amount (DZD), `en_cours` until the provider made it, then `rembourse` with
   * when; null when nothing is to be refunded.
   */
  remboursement: z
    .object({
      montant: z.number(),
      etat: z.enum(['en_cours', 'rembourse']),
      rembourse_at: z.string().nullable(),
    })
    .nullable(),
  // No codeQR: the delivery token reaches only the seller and the administrator, who print it on the
  // parcel; a client holding it could confirm a delivery that never happened (decision 0032).
});
export type OrderReply = z.infer<typeof orderReply>;

export const orderPage = paginatedSchema(orderReply);
export const orderCreatedReply = z.object({ message: z.string(), data: z.array(orderReply) });

// ---------------------------------------------------------------- cash-on-delivery confirmation

/** Replies of the cash-on-delivery confirmation calls and the parts they add to the order detail. */

export const appelReply = z.object({
  id: z.number(),
  resultat: z.enum(RESULTATS_APPEL),
  note: z.string().nullable(),
  created_at: z.string(),
  /** Who called: the store (its name) or an administrator (their name). */
  auteur: z.object({ role: z.enum(['marchand', 'user']), nom: z.string() }),
});

export const echecLivraisonReply = z.object({
  motif: z.enum(MOTIFS_ECHEC),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** The client's delivery record across the platform: counts and dates, never stores nor orders. */
export const historiqueClientReply = z.object({
  commandes: z.number(),
  livrees: z.number(),
  refusees: z.number(),
  injoignables: z.number(),
  derniers_refus: z.array(z.string()),
});

/** What the order lists show of the confirmation, and the client's failed deliveries (a warning badge). */
export const codRowFields = {
  confirmee_at: z.string().nullable(),
  nbr_appels: z.number(),
  echecs_livraison_client: z.number(),
};

/** What the back-office detail adds: the calls, the failed delivery, the client's record. */
export const codDetailFields = {
  confirmee_at: z.string().nullable(),
  nbr_appels: z.number(),
  appels: z.array(appelReply),
  echec_livraison: echecLivraisonReply.nullable(),
  historique_client: historiqueClientReply,
  /** The history with each change's note (the reason of a cancellation), for the seller. */
  etats: z.array(z.object({ etat: etatSchema, created_at: z.string(), note: z.string().nullable() })),
};

export const callRecordedReply = z.object({
  message: z.string(),
  data: z.object({
    id: z.number(),
    ref: z.string(),
    etat: etatSchema,
    resultat: z.enum(RESULTATS_APPEL),
    confirmee_at: z.string().nullable(),
    nbr_appels: z.number(),
  }),
});

export const failureRecordedReply = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), ref: z.string(), etat: etatSchema, motif: z.enum(MOTIFS_ECHEC) }),
});

// ---------------------------------------------------------------- the back-offices' orders

/** Replies of the back-offices' order calls (the Calls of docs/product/admin.md and partner.md). */

export const orderClientReply = z.object({
  id: z.number(),
  slug: z.string(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string().nullable(),
  email: z.string(),
  url_photo: z.string().nullable(),
});

export const orderStoreReply = z.object({
  id: z.number(),
  designation_magasin: z.string(),
  slug: z.string(),
});

/** One row of the back-office lists: no lines nor QR code (the detail screen loads them). */
export const backofficeOrderRow = z.object({
  ...orderSummaryFields,
  adresse: z.string(),
  client: orderClientReply.nullable(),
  /** The seller; null for the platform's own orders. */
  marchand: orderStoreReply.nullable(),
  nbr_lignes: z.number(),
  ...codRowFields,
});
export type BackofficeOrderRow = z.infer<typeof backofficeOrderRow>;

export const backofficeOrderPage = paginatedSchema(backofficeOrderRow);
export const latestOrdersReply = z.object({ data: z.array(backofficeOrderRow) });

/** A line as its seller and the administrator see it: the client's line and the commission taken on it. */
export const backofficeOrderLineReply = orderLineReply.extend({
  /** The rate copied when the order was placed, in percent (0 on the platform's own orders). */
  taux_commission: z.number(),
  /** DZD, on the line's amount after its promotion. */
  commission: z.number(),
});

/**
 * The detail: the client's view of the order (lines, summary, history) plus the QR code, the client,
 * and the money between seller and platform: the commission and the seller's due (docs/product/orders-and-money.md, Commissions and the seller's ledger).
 */
export const backofficeOrderDetail = orderReply.extend({
  stock_articles: z.array(backofficeOrderLineReply),
  /** Σ the lines' commissions (DZD). */
  commission: z.number(),
  /** What the seller is owed once delivered: lines after promotion − commission + delivery fee (DZD). */
  net_du: z.number(),
  /** The order's QR code (PNG data URL) carrying its delivery token: printed on the parcel (decision 0032). */
  codeQR: z.string(),
  client: orderClientReply.nullable(),
  ...codDetailFields,
});
export type BackofficeOrderDetail = z.infer<typeof backofficeOrderDetail>;

export const deliveryCorrectedReply = z.object({
  message: z.string(),
  data: z.object({
    id: z.number(),
    ref: z.string(),
    etat: etatSchema,
    paye: z.boolean(),
    /** Whether the loyalty coupon this delivery had issued was withdrawn (false: none, or already used). */
    coupon_retire: z.boolean(),
    /** The loyalty coupon this delivery issued that the client has already used (kept), if any. */
    coupon_utilise: z.string().nullable(),
  }),
});

export const changedReply = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), ref: z.string(), etat: etatSchema }),
});
