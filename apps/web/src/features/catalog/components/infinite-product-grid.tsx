import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';
import type { ArticleCard } from '@/features/catalog/article-types';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';
import { LoadError } from '@/ui/load-error';
import { LoadMore } from '@/ui/load-more';

interface InfiniteProductGridProps {
  articles: ArticleCard[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /** Scroll fraction that loads the next page (0.9 category page, 0.8 shop and search). */
  threshold: number;
  error?: boolean;
  onRetry?: () => void;
  empty?: ReactNode;
  cols?: Record<string, number>;
  sizes?: string;
}

/** A product grid that loads the next page past `threshold` of the page (debounced 1 s), or on 'Voir Plus'. */
export function InfiniteProductGrid({
  articles,
  loading,
  loadingMore,
  hasMore,
  onLoadMore,
  threshold,
  error,
  onRetry,
  empty,
  cols,
  sizes,
}: InfiniteProductGridProps) {
  useScrollThreshold({
    threshold,
    enabled: hasMore && !loading && !loadingMore && !error,
    onReach: onLoadMore,
  });

  // Cards are drawn at transition priority, so React yields to the browser while it builds them
  // instead of blocking it (Total Blocking Time, docs/benchmarks.md: Lighthouse); skeletons until the
  // first ones.
  const shown = useDeferredValue(articles);
  if (error && articles.length === 0) return <LoadError onRetry={onRetry} />;
  return (
    <>
      <ProductGrid
        articles={shown}
        loading={loading || (articles.length > 0 && shown.length === 0)}
        loadingMore={loadingMore}
        empty={empty}
        cols={cols}
        sizes={sizes}
      />
      {error && <LoadError onRetry={onRetry} />}
      {!loading && !error && <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />}
    </>
  );
}
