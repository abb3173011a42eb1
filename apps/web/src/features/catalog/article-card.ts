import type { ArticleCard } from '@/features/catalog/article-types';

/**
 * An article reduced to what its card shows (`articleCardReply`): how a server-drawn page carries the
 * articles of its lists (ssr/entry-server.tsx, `drawnCards`).
 */
export function toArticleCard(article: ArticleCard): ArticleCard {
  return {
    id: article.id,
    designation: article.designation,
    url_image: article.url_image,
    marque: article.marque,
    nbr_like: article.nbr_like,
    nbr_avis: article.nbr_avis,
    moyenne: article.moyenne,
    latestpromotions: article.latestpromotions && { pourcentage: article.latestpromotions.pourcentage },
    stock_articles: article.stock_articles.map((stock) => ({ prix: stock.prix })),
  };
}
