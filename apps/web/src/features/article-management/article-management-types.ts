import type { CappedPaginated } from '@souk/domain/pagination';
import type { Article, StockArticle } from '@/features/catalog/article-types';
import type { Shop } from '@/features/shops/shop-types';

/** Which back-office manages articles: the administrator (`v1/user/…`) or a partner (`v1/marchand/…`). */
export type ManagerKind = 'admin' | 'partner';

/** An article as the back-offices read it: the storefront's shape plus its managers' fields. */
export interface ManagedArticle extends Article {
  /** Who blocked a blocked article: an administrator ('user') or its partner ('marchand'). */
  bloque_par: 'user' | 'marchand' | null;
  /** Σ quantite over the stock entries. */
  stock_total: number;
  low_stock: boolean;
}

/** The admin's two tabs: 'Mes Articles' (`articles`) and 'Articles Marchant' (`articlesMarchands`). */
export type ArticleListCall = 'articles' | 'articlesMarchands';

/**
 * A page of managed articles; the one-store list (`marchand_id`) also carries that store. Its count
 * may stop at 25 000 (`meta.total_capped`), as the storefront's lists do.
 */
export type ManagedArticlePage = CappedPaginated<ManagedArticle> & { marchand?: Shop };

export type StockEntry = StockArticle;

/** The category → sub-category pickers of the article form and the admin filter panel. */
export interface CategoryChoice {
  id: number;
  designation: string;
  sous_categories: { id: number; designation: string }[];
}

/** A write reply: `{ message, data }`. */
export interface WriteReply<T> {
  message: string;
  data: T;
}
