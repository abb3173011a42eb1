import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { categoryListOf, categoryPageReadsCategories } from '@/areas/storefront/page-addresses';
import { useCategoryArticles } from '@/features/catalog/api/get-category-articles';
import { useSubCategoryArticles } from '@/features/catalog/api/get-sub-category-articles';
import { filterParams } from '@/features/catalog/article-filters';
import { ArticleFiltersPanel } from '@/features/catalog/components/article-filters-panel';
import { FiltersLayout } from '@/features/catalog/components/filters-layout';
import { InfiniteProductGrid } from '@/features/catalog/components/infinite-product-grid';
import { SubCategoryNav } from '@/features/catalog/components/sub-category-nav';
import { useUrlFilters } from '@/features/catalog/use-url-filters';
import { useCategories } from '@/features/categories/api/get-categories';
import { isApiError } from '@/lib/api-client';
import { flattenPages } from '@/lib/infinite-pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import type { Crumb } from '@/ui/crumbs';
import { EmptyState } from '@/ui/empty-state';
import { ResultsCount } from '@/ui/results-count';

/** The category page loads more products beyond 90 % of the page. */
const CATEGORY_SCROLL_THRESHOLD = 0.9;

/** Categories: sub-category sidebar, filters (kept in the URL) and the product grid of one category. */
export function CategoryPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const [urlFilters, setFilters, params] = useUrlFilters();
  // The category page has no category filter: the category is the page.
  const { sousId, filters } = categoryListOf(params, urlFilters);

  const categories = useCategories({ enabled: categoryPageReadsCategories(sousId) });
  const listed = categories.data?.find((c) => c.slug === slug);
  const byCategory = useCategoryArticles(slug, filters, sousId === null);
  const bySubCategory = useSubCategoryArticles(sousId, filters);
  const query = sousId === null ? byCategory : bySubCategory;

  const header = byCategory.data?.pages[0]?.categorie;
  const sousCategories = header?.sous_categories ?? listed?.sous_categories ?? [];
  const categoryName = header?.designation ?? listed?.designation;
  const sousName =
    bySubCategory.data?.pages[0]?.sous_categorie?.designation ??
    sousCategories.find((s) => s.id === sousId)?.designation;

  const notFound =
    (isApiError(query.error) && query.error.status === 404) ||
    (sousId !== null && categories.isSuccess && !listed);

  const title = (sousId !== null ? sousName : categoryName) ?? t('storefront.pages.category');
  const crumbs: Crumb[] = [{ label: t('storefront.pages.home'), to: pathFor('Accueil') }];
  if (sousId !== null && categoryName)
    crumbs.push({ label: categoryName, to: pathFor('Categories', { slug }) });
  crumbs.push({ label: title });
  usePageMeta(title, t('storefront.meta.category', { name: title }));

  const articles = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.meta?.total;
  const capped = query.data?.pages[0]?.meta?.total_capped === true;
  const activeCount = Object.keys(filterParams(filters)).length;

  if (notFound) {
    return (
      <>
        <BreadcrumbBanner title={t('storefront.pages.category')} crumbs={crumbs.slice(0, 1)} />
        <Container size="xl" py="xl">
          <EmptyState
            title={t('storefront.category.notFound')}
            text={t('storefront.category.notFoundText')}
          />
        </Container>
      </>
    );
  }

  return (
    <>
      <BreadcrumbBanner
        title={title}
        crumbs={crumbs}
        backgroundUrl={header ? header.image_publicitaire : listed?.image_publicitaire}
      />
      <Container size="xl" py="xl">
        <FiltersLayout
          activeCount={activeCount}
          filters={
            <ArticleFiltersPanel filters={filters} onChange={setFilters} idPrefix="category">
              <SubCategoryNav slug={slug} sousCategories={sousCategories} activeId={sousId} search={params} />
            </ArticleFiltersPanel>
          }
        >
          <Group justify="space-between" mb="md" mih={24}>
            {typeof total === 'number' && (
              <Text size="sm" c="dimmed" role="status">
                <ResultsCount count={total} capped={capped} />
              </Text>
            )}
          </Group>
          <InfiniteProductGrid
            articles={articles}
            loading={query.isPending && query.fetchStatus !== 'idle'}
            loadingMore={query.isFetchingNextPage}
            hasMore={Boolean(query.hasNextPage)}
            onLoadMore={() => void query.fetchNextPage()}
            threshold={CATEGORY_SCROLL_THRESHOLD}
            error={query.isError}
            onRetry={() => void query.refetch()}
            cols={{ base: 2, sm: 3 }}
            sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px"
          />
        </FiltersLayout>
      </Container>
    </>
  );
}
