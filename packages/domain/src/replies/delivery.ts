import { modeLivraisonSchema } from '../delivery-schemas';
import { z } from '../validation';

/** Replies of the delivery calls. Amounts are DZD; wilayas are codes with their 'NN - Name' label. */

export const deliveryConfigReply = z.object({
  /** Seller orders whose articles (after promotions and coupon) reach it ship free; null = never. */
  livraison_gratuite_seuil: z.number().nullable(),
  livraison_wilaya_origine: z.number().nullable(),
  /** 'NN - Name' of the origin. */
  livraison_wilaya_origine_label: z.string().nullable(),
});
export type DeliveryConfigReply = z.infer<typeof deliveryConfigReply>;

const rateReply = z.object({ domicile: z.number(), stop_desk: z.number() });

export const gridStoreReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation_magasin: z.string(),
  wilaya_magasin: z.string().nullable(),
});

export const gridReply = z.object({
  config: deliveryConfigReply,
  /** The store whose own grid this is; null = the platform's grid. */
  marchand: gridStoreReply.nullable(),
  /** Every wilaya of the data file, in order. */
  lignes: z.array(
    z.object({
      wilaya_code: z.number(),
      wilaya: z.string(),
      /** This grid's fees; null = not set (a store then pays the platform's). */
      domicile: z.number().nullable(),
      stop_desk: z.number().nullable(),
      /** The platform's fees for this wilaya (what a store without its own row pays). */
      plateforme: rateReply.nullable(),
    }),
  ),
  /** Stores that have their own rows, by name. */
  marchands: z.array(gridStoreReply.extend({ nbr_tarifs: z.number() })),
});
export type GridReply = z.infer<typeof gridReply>;

/** The fees of the client's cart sellers towards one wilaya (`v1/client/fraisLivraison`). */
export const quoteReply = z.object({
  wilaya_code: z.number(),
  wilaya: z.string(),
  livraison_gratuite_seuil: z.number().nullable(),
  vendeurs: z.array(
    z.object({
      /** null = the platform's own articles. */
      marchand_id: z.number().nullable(),
      designation_magasin: z.string().nullable(),
      /** Where the order ships from ('NN - Name'), when known. */
      origine: z.string().nullable(),
      /** null: the grid has no fee for this destination (nothing is charged). */
      domicile: z.number().nullable(),
      stop_desk: z.number().nullable(),
    }),
  ),
});
export type QuoteReply = z.infer<typeof quoteReply>;

export const orderDeliveryReply = {
  /** DZD, included in `montant_a_payer` (0: free delivery). */
  frais_livraison: z.number(),
  mode_livraison: modeLivraisonSchema,
  /** Destination 'NN - Name'; null on orders placed before delivery fees existed. */
  wilaya_livraison: z.string().nullable(),
};
