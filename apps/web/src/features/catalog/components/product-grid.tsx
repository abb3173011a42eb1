import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyState } from '@/ui/empty-state';

/** Loading skeletons: 12 on grids and 4 on carousels. */
export const GRID_SKELETONS = 12;
export const CAROUSEL_SKELETONS = 4;

/**
 * A product card's placeholder: its picture and four lines, drawn as Mantine's bordered Card and
 * Skeletons look (catalog.module.css) with plain elements — a fifth of the HTML, and a server-drawn
 * home carries twelve of them (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
 */
export function ProductCardSkeleton() {
  return (
    <div className={classes.skeletonCard} data-testid="product-skeleton" aria-hidden>
      <div>
        <div />
        <div />
        <div />
        <div />
        <div />
      </div>
    </div>
  );
}

const GRID_COLS = { base: 2, sm: 3, lg: 4 };

interface ProductGridProps {
  articles: ArticleCard[];
  /** First page still loading: skeletons instead of cards. */
  loading: boolean;
  /** More skeletons under the cards while the next page loads. */
  loadingMore?: boolean;
  /** Shown when nothing matches (defaults to the generic empty state). */
  empty?: ReactNode;
  cols?: typeof GRID_COLS | Record<string, number>;
  sizes?: string;
}

export function ProductGrid({
  articles,
  loading,
  loadingMore,
  empty,
  cols = GRID_COLS,
  sizes,
}: ProductGridProps) {
  const { t } = useTranslation();
  const skeletonIds = Array.from({ length: GRID_SKELETONS }, (_, n) => `skeleton-${n}`);

  if (loading) {
    return (
      <SimpleGrid
        cols={cols}
        spacing={{ base: 'xs', sm: 'md' }}
        role="status"
        aria-label={t('common.loading')}
      >
        {skeletonIds.map((id) => (
          <ProductCardSkeleton key={id} />
        ))}
      </SimpleGrid>
    );
  }
  if (articles.length === 0) {
    return empty ?? <EmptyState title={t('storefront.empty.title')} text={t('storefront.empty.text')} />;
  }
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }} data-testid="product-grid">
      {articles.map((article) => (
        <ProductCard key={article.id} article={article} sizes={sizes} />
      ))}
      {loadingMore && skeletonIds.slice(0, 4).map((id) => <ProductCardSkeleton key={id} />)}
    </SimpleGrid>
  );
}
