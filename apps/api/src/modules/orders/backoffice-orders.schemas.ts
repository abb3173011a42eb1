import { etatSchema } from '@souk/domain/order-states';
import { paginatedSchema } from '@souk/domain/pagination';
import { typePaiementSchema } from '@souk/domain/payments';
import { requiredText, z } from '@souk/domain/validation';
import { orderDeliveryReply } from '../delivery/delivery.schemas';
import { codDetailFields, codRowFields } from './cod-confirmation.schemas';
import { orderReply } from './order.schemas';

/**
 * Replies and payloads of the back-offices' order calls (the Calls of docs/product/admin.md and
 * partner.md).
 */

export const BACKOFFICE_ORDER_MESSAGES = {
  changed: 'Success',
  storeOrderRefused:
    "Les commandes des magasins sont gérées par leurs marchands : l'administrateur ne peut pas changer leur état.",
  storeNotFound: 'Magasin introuvable.',
  idMismatch: "L'identifiant ne correspond pas à la commande.",
  deliveryCorrected: 'Livraison corrigée : la commande est de nouveau en cours de livraison.',
  notDelivered: 'Seule une commande livrée peut voir sa livraison corrigée.',
  noMove: (from: string) => `Aucun changement d'état n'est possible depuis « ${from} ».`,
  onlyMove: (from: string, next: string) =>
    `Depuis « ${from} », la commande ne peut passer qu'à « ${next} ».`,
} as const;

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
  id: z.number(),
  ref: z.string(),
  created_at: z.string(),
  total: z.number(),
  remise_promotion: z.number(),
  remise_coupon: z.number(),
  ...orderDeliveryReply,
  montant_a_payer: z.number(),
  etat: etatSchema,
  type_paiement: typePaiementSchema,
  paye: z.boolean(),
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

/** The detail: the client's view of the order (lines, summary, history) plus the QR code and the client. */
export const backofficeOrderDetail = orderReply.extend({
  /** The order's QR code (PNG data URL) carrying its delivery token: printed on the parcel (decision 0032). */
  codeQR: z.string(),
  client: orderClientReply.nullable(),
  ...codDetailFields,
});
export type BackofficeOrderDetail = z.infer<typeof backofficeOrderDetail>;

const searchParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(100).optional(),
);

export const ordersListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  search: searchParam,
});

export const ordersExportQuery = z.object({
  search: searchParam,
  /** Admin only: the platform's own orders ('Mes Commandes') or the stores' ('Commandes Marchant'). */
  scope: z.enum(['own', 'marchands']).default('own'),
});

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

export const referenceParam = requiredText(64);
export const changedReply = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), ref: z.string(), etat: etatSchema }),
});
export const countReply = z.object({ data: z.number() });
