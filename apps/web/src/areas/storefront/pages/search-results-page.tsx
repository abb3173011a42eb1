import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { searchedText } from '@/areas/storefront/page-addresses';
import { useSearchArticles } from '@/features/catalog/api/search-articles';
import { InfiniteProductGrid } from '@/features/catalog/components/infinite-product-grid';
import { flattenPages } from '@/lib/infinite-pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { EmptyState } from '@/ui/empty-state';
import { ResultsCount } from '@/ui/results-count';

/** Search results load more beyond 80 % of the page. */
const SEARCH_SCROLL_THRESHOLD = 0.8;

/** SearchResult: titled with the searched text; infinite grid with a 'Voir Plus' button. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchedText(params);
  const query = useSearchArticles({ search });
  // The page is titled with the searched text itself.
  const title = search || t('storefront.pages.search');
  usePageMeta(title, t('storefront.meta.search', { search }));

  const total = query.data?.pages[0]?.meta?.total;

  const capped = query.data?.pages[0]?.meta?.total_capped === true;

  return (
    <>
      <BreadcrumbBanner
        title={title}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.search') },
        ]}
      />
      <Container size="xl" py="xl">
        {!search ? (
          <EmptyState title={t('storefront.search.noQuery')} text={t('storefront.search.noQueryText')} />
        ) : (
          <>
            <Title order={2} fz="h4" mb={4}>
              {t('storefront.search.heading', { search })}
            </Title>
            <Text size="sm" c="dimmed" mb="lg" role="status" mih={20}>
              {typeof total === 'number' ? <ResultsCount count={total} capped={capped} /> : null}
            </Text>
            <InfiniteProductGrid
              articles={flattenPages(query.data?.pages)}
              loading={query.isPending}
              loadingMore={query.isFetchingNextPage}
              hasMore={Boolean(query.hasNextPage)}
              onLoadMore={() => void query.fetchNextPage()}
              threshold={SEARCH_SCROLL_THRESHOLD}
              error={query.isError}
              onRetry={() => void query.refetch()}
              empty={
                <EmptyState
                  title={t('storefront.search.empty', { search })}
                  text={t('storefront.search.emptyText')}
                />
              }
            />
          </>
        )}
      </Container>
    </>
  );
}
