import type {
  articleCardReply,
  articlePage,
  articleReply,
  categorieHeader,
  categoriePage,
  categoryBlocksReply,
  noteReply,
  promotionReply,
  sousCategoriePage,
  sousCategorieReply,
  sousOptionReply,
} from '@souk/domain/replies/catalog';
import type { z } from 'zod';

/** The storefront's article replies, derived from the API's own schemas (@souk/domain/replies/catalog). */

export type SousOption = z.infer<typeof sousOptionReply>;

/** An article as every storefront call shows it; prices in DZD, `moyenne` the average rating out of 5. */
export type Article = z.infer<typeof articleReply>;

/** What a product card reads of an article (a server-drawn page carries its lists in this shape). */
export type ArticleCard = z.infer<typeof articleCardReply>;

export type ArticleOption = Article['options'][number];

/** A variant: one combination of sub-options with its own price (DZD) and stock. */
export type StockArticle = Article['stock_articles'][number];

/** The article's active promotion. */
export type Promotion = z.infer<typeof promotionReply>;

export type Note = z.infer<typeof noteReply>;

export type ArticleSousCategorie = z.infer<typeof sousCategorieReply>;

export type CategoryHeader = z.infer<typeof categorieHeader>;

/** One home-page category block: promo image and the category's first 4 products. */
export type CategoryBlock = z.infer<typeof categoryBlocksReply>['data'][number];

/** The storefront's article lists: their count may stop (`meta.total_capped`). */
export type ArticlePage = z.infer<typeof articlePage>;

export type CategoryArticlesPage = z.infer<typeof categoriePage>;

export type SubCategoryArticlesPage = z.infer<typeof sousCategoriePage>;
