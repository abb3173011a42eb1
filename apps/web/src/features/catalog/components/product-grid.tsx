import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '@/features/catalog/article-types';
import { ProductCard } from '@/features/catalog/components/product-card';
import { EmptyState } from '@/ui/empty-state';

/** Loading skeletons: 12 on grids and 4 on carousels. */
export const GRID_SKELETONS = 12;
export const CAROUSEL_SKELETONS = 4;

export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="product-skeleton" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: 1 }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={10} w="40%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
        <Skeleton h={16} w="50%" />
      </Stack>
    </Card>
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
