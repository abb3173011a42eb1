import { cappedPaginatedSchema } from '../pagination';
import { z } from '../validation';
import { articleReply } from './catalog';
import { shopReply } from './shops';

/**
 * Replies of the article management calls. An article is the storefront's shape (one serializer
 * for every audience) plus what only its managers see: who blocked it and how much stock is left.
 */
export const managedArticleReply = articleReply.extend({
  /** Who blocked a blocked article: 'user' (an administrator) or 'marchand' (its partner). */
  bloque_par: z.enum(['user', 'marchand']).nullable(),
  /** Σ quantite over the stock entries. */
  stock_total: z.number(),
  /** stock_total ≤ LOW_STOCK_THRESHOLD: the partner's low-stock badge. */
  low_stock: z.boolean(),
});
export type ManagedArticleReply = z.infer<typeof managedArticleReply>;

/** Counted up to COUNT_CAP (apps/api/src/lib/pagination.ts): beyond, `meta.total_capped`. */
export const managedArticlePage = cappedPaginatedSchema(managedArticleReply);
/** The administrator's 'Articles Marchant' tab; with `marchand_id`, one store's articles and that store. */
export const storeArticlesPage = managedArticlePage.extend({ marchand: shopReply.optional() });

export const articleWrittenReply = z.object({ message: z.string(), data: managedArticleReply });

export const articleStateReply = z.object({
  message: z.string(),
  data: z.object({
    id: z.number(),
    valide: z.number(),
    bloque_par: z.enum(['user', 'marchand']).nullable(),
  }),
});

/** A stock entry; `prix` in DZD. */
export const stockReply = z.object({
  id: z.number(),
  article_id: z.number(),
  prix: z.number(),
  quantite: z.number(),
  sous_options: z.array(
    z.object({
      id: z.number(),
      designation: z.string(),
      url_image: z.string().nullable(),
      option_id: z.number(),
    }),
  ),
});
export type StockReply = z.infer<typeof stockReply>;

export const stockWrittenReply = z.object({ message: z.string(), data: stockReply });

/** The category picker of the article form. */
export const categoryChoicesReply = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      designation: z.string(),
      sous_categories: z.array(
        z.object({ id: z.number(), designation: z.string(), categorie_id: z.number() }),
      ),
    }),
  ),
});
