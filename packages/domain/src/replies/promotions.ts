import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/**
 * Replies of the promotion calls (docs/product/partner.md, Promotions; decision 0012): the same
 * replies under `v1/marchand/...` and `v1/user/...`.
 */

/** An article of a promotion: what the side panel and the "selected articles" tab show. */
export const promotionArticleReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  marque: z.string().nullable(),
  /** 1 active, 0 blocked, -1 new: a promotion only shows on the storefront for active articles. */
  valide: z.number(),
  sous_categorie: z.object({ id: z.number(), designation: z.string() }),
  /** Variant prices in DZD (the picker shows the lowest, or a range). */
  stock_articles: z.array(z.object({ id: z.number(), prix: z.number() })),
});
export type PromotionArticleReply = z.infer<typeof promotionArticleReply>;

export const promotionReply = z.object({
  id: z.number(),
  designation: z.string(),
  /** YYYY-MM-DD, Algerian calendar days, both included. */
  date_debut: z.string(),
  date_fin: z.string(),
  pourcentage: z.number(),
  /** true: active (applies between its dates); false: blocked. */
  valide: z.boolean(),
  /** valide and today ∈ [date_debut, date_fin]: the storefront prices its articles with it now. */
  en_cours: z.boolean(),
  articles: z.array(promotionArticleReply),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromotionReply = z.infer<typeof promotionReply>;

export const promotionPage = paginatedSchema(promotionReply);
export const promotionWrittenReply = z.object({ message: z.string(), data: promotionReply });
