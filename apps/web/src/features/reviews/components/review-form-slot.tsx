import type { Article } from '@/features/catalog/article-types';
import { ReviewForm } from '@/features/reviews/components/review-form';

export interface ReviewFormSlotProps {
  article: Article;
}

/**
 * Boundary between the product modal (storefront) and the client area's review form: the modal
 * renders this only when a client session exists. `key` gives each product a fresh form.
 */
export function ReviewFormSlot({ article }: ReviewFormSlotProps) {
  return <ReviewForm key={article.id} articleId={article.id} />;
}
