import { articleCardReply } from '@souk/domain/replies/catalog';
import type { ArticleCard } from '@/features/catalog/article-types';

/**
 * An article reduced to what its card shows (`articleCardReply`, whose parse keeps only its fields):
 * how a server-drawn page carries the articles of its lists (ssr/entry-server.tsx, `drawnCards`). Only
 * the server's render uses it; a reply that is not a card's shape is carried as it is.
 */
export function toArticleCard(article: ArticleCard): ArticleCard {
  const card = articleCardReply.safeParse(article);
  return card.success ? card.data : article;
}
