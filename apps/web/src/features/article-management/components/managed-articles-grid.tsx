import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedArticlePage, ManagerKind } from '@/features/article-management/article-management-types';
import { ManagedArticleCard } from '@/features/article-management/components/managed-article-card';
import { ListPager } from '@/features/backoffice/list-pager';
import { ProductCardSkeleton } from '@/features/catalog/components/product-grid';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';

/** 3 cards a row on large screens, 2 on tablets, 1 on phones. */
const COLS = { base: 1, xs: 2, lg: 3 };
const SKELETONS = Array.from({ length: 6 }, (_, n) => `skeleton-${n}`);

interface ManagedArticlesGridProps {
  kind: ManagerKind;
  page: ManagedArticlePage | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  showStore?: boolean;
  /** Filters or a search are applied: the empty state says so. */
  filtered?: boolean;
}

/** A paginated grid of article cards with its loading, error and empty states. */
export function ManagedArticlesGrid({
  kind,
  page,
  isLoading,
  isError,
  onRetry,
  onPage,
  showStore,
  filtered,
}: ManagedArticlesGridProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <SimpleGrid cols={COLS} spacing="md" role="status" aria-label={t('common.loading')}>
        {SKELETONS.map((id) => (
          <ProductCardSkeleton key={id} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError || !page) return <LoadError onRetry={onRetry} />;
  if (page.data.length === 0) {
    return (
      <EmptyState
        title={t('boArticles.list.emptyTitle')}
        text={filtered ? t('boArticles.list.emptyFiltered') : t('boArticles.list.emptyText')}
      />
    );
  }
  return (
    <>
      <SimpleGrid cols={COLS} spacing="md" data-testid="managed-articles-grid">
        {page.data.map((article) => (
          <ManagedArticleCard key={article.id} kind={kind} article={article} showStore={showStore} />
        ))}
      </SimpleGrid>
      <ListPager meta={page.meta} onChange={onPage} />
    </>
  );
}
