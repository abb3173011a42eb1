import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, likes } from '../../db/schema/catalog';
import { visibleArticle } from './article-listing.repository';

/**
 * One like per visitor and article: the (article_id, visitor_key) primary key decides, so two
 * concurrent likes of the same visitor count once. Returns the like count, or null when the
 * article is unknown or may not be shown.
 */
export function likeArticle(db: DbOrTx, articleId: number, visitorKey: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ nbrLike: articles.nbrLike })
      .from(articles)
      .where(and(eq(articles.id, articleId), visibleArticle));
    if (!article) return null;
    const inserted = await tx
      .insert(likes)
      .values({ articleId, visitorKey })
      .onConflictDoNothing()
      .returning({ articleId: likes.articleId });
    if (inserted.length === 0) return article.nbrLike;
    const [updated] = await tx
      .update(articles)
      .set({ nbrLike: sql`${articles.nbrLike} + 1` })
      .where(eq(articles.id, articleId))
      .returning({ nbrLike: articles.nbrLike });
    return updated.nbrLike;
  });
}
