import { paginatedSchema } from '@souk/domain/pagination';
import { PROMOTION_FIELD_MESSAGES } from '@souk/domain/promotion-schemas';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
import { fieldErrorsReply, idParam, messageReply } from '../catalog/articles.schemas';

/**
 * Requests and replies of the promotion calls (docs/product/partner.md, Promotions; decision 0012):
 * the same bodies and replies under `v1/marchand/...` and `v1/user/...`.
 */

/**
 * Texts of the original screens (to the letter, typos included) and the French messages of the server's
 * own rules.
 */
export const PROMOTION_MESSAGES = {
  created: 'Creation avec success',
  updated: 'Modification avec success',
  deleted: 'La promotion a été supprimée avec success.',
  blocked: 'La promotion a été bloquer avec success.',
  unblocked: 'La promotion a été débloquer avec success.',
  notFound: 'Promotion introuvable.',
  ...PROMOTION_FIELD_MESSAGES,
  articlesNotOwned: "Certains articles sélectionnés n'existent pas ou ne vous appartiennent pas.",
  /** One per article already in another active promotion over an overlapping period. */
  overlap: (article: string, promotion: string, debut: string, fin: string) =>
    `L'article « ${article} » est déjà dans la promotion « ${promotion} » du ${debut} au ${fin}.`,
  unblockOverlap: (article: string, promotion: string) =>
    `Impossible de débloquer cette promotion : l'article « ${article} » est déjà dans la promotion active « ${promotion} » sur la même période.`,
} as const;

/** '' and null count as missing. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const promotionListQuery = z.object({
  page: pageParam,
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).catch(undefined),
});

export const promotionIdParams = z.object({ id: idParam });

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

export const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};

export { messageReply };
