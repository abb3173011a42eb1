import { idField, MAX_CART_LINES, MAX_LINE_QUANTITY, numeric } from './client-schemas';
import { modeLivraisonSchema, wilayaCodeField } from './delivery-schemas';
import { VALIDATION_MESSAGES } from './error-codes';
import { typePaiementSchema } from './payments';
import { requiredText, z } from './validation';

/**
 * Payloads of the client's order calls: checkout (`commandeAdd`), the orders list filter and the QR
 * scan. Prices never travel in a payload: the server recomputes every amount (decision 0002).
 */

export const ORDER_MESSAGES = {
  created: 'Commande ajoutée avec success',
  cancelled: 'La commande a été supprimée de votre panier avec success.',
  notCancellable: VALIDATION_MESSAGES.order_not_cancellable,
  scanned: 'Scan avec success',
  qrInvalid: VALIDATION_MESSAGES.order_qr_invalid,
  notInDelivery: VALIDATION_MESSAGES.order_not_in_delivery,
  notFound: 'Commande introuvable.',
  transitionRefused: VALIDATION_MESSAGES.order_transition_refused,
  emptySelection: VALIDATION_MESSAGES.articles_required,
  duplicateLine: VALIDATION_MESSAGES.order_duplicate_line,
  outsideAlgeria: VALIDATION_MESSAGES.order_outside_algeria,
} as const;

/** Algeria's bounding box, a little generous at the edges (the map lets people click near a border). */
export const ALGERIA_BOUNDS = { minLat: 18.9, maxLat: 37.2, minLng: -8.7, maxLng: 12.0 } as const;

const coordinate = (min: number, max: number) =>
  numeric(
    z
      .number()
      .min(min, { error: ORDER_MESSAGES.outsideAlgeria })
      .max(max, { error: ORDER_MESSAGES.outsideAlgeria }),
  );

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const commandeLineSchema = z.object({
  stock_article_id: idField(),
  quantite: numeric(z.number().int().min(1).max(MAX_LINE_QUANTITY)),
  /** Sent by the cart; ignored: the server applies the promotion active when the order is placed. */
  promotion_id: z.unknown().optional(),
  /** Only lines not explicitly unselected are ordered. */
  isSelected: z.preprocess(blankToUndefined, z.boolean().optional()),
});

/**
 * `v1/client/commandeAdd`. `coupon_id` is the id of one of the client's coupons or its code (the
 * cart's coupon box holds the code). Each seller order pays its delivery fee towards `wilaya`.
 */
export const commandeAddSchema = z.object({
  latitude: coordinate(ALGERIA_BOUNDS.minLat, ALGERIA_BOUNDS.maxLat),
  longitude: coordinate(ALGERIA_BOUNDS.minLng, ALGERIA_BOUNDS.maxLng),
  adresse: requiredText(500),
  type_paiement: z.preprocess((v) => blankToUndefined(v) ?? 'devise', typePaiementSchema),
  coupon_id: z.preprocess(
    blankToUndefined,
    z.union([z.number().int().min(1), z.string().trim().min(1).max(64)]).optional(),
  ),
  stock_articles: z.array(commandeLineSchema).min(1).max(MAX_CART_LINES),
  /** Destination wilaya (code or 'NN - Name'); absent = the client's profile wilaya. */
  wilaya: z.preprocess(blankToUndefined, wilayaCodeField().optional()),
  /** Home delivery unless the client picks a stop desk. */
  mode_livraison: z.preprocess((v) => blankToUndefined(v) ?? 'domicile', modeLivraisonSchema),
});
export type CommandeAddInput = z.infer<typeof commandeAddSchema>;

/** The Profile tabs: in progress (neither delivered nor cancelled), delivered, cancelled. */
export const ORDER_TABS = ['en_cours', 'livree', 'annulee'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ordersQuerySchema = z.object({
  etat: z.preprocess(blankToUndefined, z.enum(ORDER_TABS).optional()),
});

/** The decoded QR text: `code`, or `qr` / `text` as scanner libraries name it. */
export const commandeScanSchema = z
  .object({
    code: z.string().trim().max(200).optional(),
    qr: z.string().trim().max(200).optional(),
    text: z.string().trim().max(200).optional(),
  })
  .transform((b) => ({ code: b.code || b.qr || b.text || undefined }));
export type CommandeScanInput = z.infer<typeof commandeScanSchema>;
