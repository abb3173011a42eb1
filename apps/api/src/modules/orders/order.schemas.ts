import { etatSchema } from '@souk/domain/order-states';
import { paginatedSchema } from '@souk/domain/pagination';
import { typePaiementSchema } from '@souk/domain/payments';
import { z } from 'zod';
import { variantSousOptionReply } from '../cart/cart.schemas';
import { orderDeliveryReply } from '../delivery/delivery.schemas';
import { shopReply } from '../shops/shops.schemas';

/**
 * An order as its client sees it. Amounts are DZD, computed by the server when the order was
 * placed; lines show the snapshot taken then (price, promotion, designation, variant).
 */

const linePromotion = z.object({ id: z.number().nullable(), pourcentage: z.number() });

export const orderLineReply = z.object({
  id: z.number(),
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

export const orderReply = z.object({
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
  etats: z.array(z.object({ etat: etatSchema, created_at: z.string() })),
  // No codeQR: the delivery token reaches only the seller and the administrator, who print it on the
  // parcel; a client holding it could confirm a delivery that never happened (decision 0032).
});
export type OrderReply = z.infer<typeof orderReply>;

export const orderPage = paginatedSchema(orderReply);
export const orderCreatedReply = z.object({ message: z.string(), data: z.array(orderReply) });
