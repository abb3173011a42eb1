/**
 * The catalog module's public entry: its routes, the day's promotions, and the article reads and SQL
 * the back-office article management and other modules build on (visible article, hydration, listing).
 */
export { catalogAdminRoutes } from './admin.routes';
export { toArticleReply } from './article.serializer';
export {
  type HydratedArticle,
  hydrateArticle,
  hydratePage,
  type SousOptionJson,
} from './article-hydration.repository';
export {
  type ArticleQuery,
  type ArticleScope,
  articlePage,
  countArticles,
  latestPromotionJson,
  visibleArticle,
} from './article-listing.repository';
export { findSousCategorie } from './article-scopes.repository';
export { activeFilters, LIST_NOTES, toArticleFilters } from './articles.service';
export { listCategories, listSousCategories } from './categories.repository';
export { keepPromotionsDuJour } from './promotions-du-jour';
export { catalogPublicRoutes } from './public.routes';
export { catalogArticlesPublicRoutes } from './public-articles.routes';
export { searchSynonymsAdminRoutes } from './search-synonyms.routes';
