import type {
  articleWrittenReply,
  categoryChoicesReply,
  managedArticleReply,
  stockWrittenReply,
  storeArticlesPage,
} from '@souk/domain/replies/article-management';
import type { categoriesReply } from '@souk/domain/replies/catalog';
import type { z } from 'zod';

/** Which back-office manages articles: the administrator (`v1/user/…`) or a partner (`v1/marchand/…`). */
export type ManagerKind = 'admin' | 'partner';

/** An article as the back-offices read it: the storefront's shape plus its managers' fields. */
export type ManagedArticle = z.infer<typeof managedArticleReply>;

/** The admin's two tabs: 'Mes Articles' (`articles`) and 'Articles Marchant' (`articlesMarchands`). */
export type ArticleListCall = 'articles' | 'articlesMarchands';

/**
 * A page of managed articles; the one-store list (`marchand_id`) also carries that store. Its count
 * may stop at 25 000 (`meta.total_capped`), as the storefront's lists do.
 */
export type ManagedArticlePage = z.infer<typeof storeArticlesPage>;

/** A variant of a managed article, as its stock table lists it; `prix` in DZD. */
export type StockEntry = ManagedArticle['stock_articles'][number];

/** `v1/marchand/categories`: the partner's category → sub-category pickers. */
export type CategoryChoicesReply = z.infer<typeof categoryChoicesReply>;

/** `v1/categories`: what the administrator's pickers read (the public category tree). */
export type CategoriesReply = z.infer<typeof categoriesReply>;

/** The category → sub-category pickers of the article form and the admin filter panel. */
export type CategoryChoice = CategoryChoicesReply['data'][number];

/** `articleAdd` / `articleEdit/{id}`. */
export type ArticleWritten = z.infer<typeof articleWrittenReply>;

/** `stockAdd` / `stockEdit/{id}`: the entry with its article. */
export type StockWritten = z.infer<typeof stockWrittenReply>;
