import { z } from '../validation';
import { promotionReply } from './catalog';
import { shopReply } from './shops';

/** Replies of the cart calls. Prices are DZD; `quantite` of a variant is what is in stock now. */

export const variantSousOptionReply = z.object({
  id: z.number(),
  designation: z.string(),
  option_id: z.number(),
  option: z.string(),
});

export const cartLineReply = z.object({
  /** The cart line's own id; `panierDelete` takes `stock_article_id`. */
  id: z.number(),
  stock_article_id: z.number(),
  quantite_panier: z.number(),
  /** Unit price after the article's active promotion (DZD). */
  prix_promotion: z.number(),
  article: z.object({
    id: z.number(),
    slug: z.string(),
    designation: z.string(),
    url_image: z.string().nullable(),
    marque: z.string().nullable(),
    latestpromotions: promotionReply.nullable(),
    marchand: shopReply.nullable(),
  }),
  stock_article: z.object({
    id: z.number(),
    prix: z.number(),
    quantite: z.number(),
    sous_options: z.array(variantSousOptionReply),
  }),
  /** false when the article is no longer sold or its stock is 0: listed, greyed, not orderable. */
  disponible: z.boolean(),
});
export type CartLineReply = z.infer<typeof cartLineReply>;

/**
 * Over the available lines, each counted at its cart quantity capped by the stock (what the cart
 * screen starts with). DZD.
 */
export const cartSummaryReply = z.object({
  nombre_articles: z.number(),
  total: z.number(),
  totalPromotion: z.number(),
  remisePromotion: z.number(),
});

export const cartReply = z.object({
  stock_articles: z.array(cartLineReply),
  summary: cartSummaryReply,
});
export type CartReply = z.infer<typeof cartReply>;

export const cartShowReply = z.object({ data: cartReply });
export const cartAddReply = z.object({ message: z.string(), data: cartReply });
