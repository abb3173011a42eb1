import { Container, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { shopPageReadsCategories } from '@/areas/storefront/page-addresses';
import { useShopArticles } from '@/features/catalog/api/get-shop-articles';
import { filterParams } from '@/features/catalog/article-filters';
import { ArticleFiltersPanel } from '@/features/catalog/components/article-filters-panel';
import { FiltersLayout } from '@/features/catalog/components/filters-layout';
import { InfiniteProductGrid } from '@/features/catalog/components/infinite-product-grid';
import { useUrlFilters } from '@/features/catalog/use-url-filters';
import { useCategories } from '@/features/categories/api/get-categories';
import { useShop } from '@/features/shops/api/get-shop';
import { ShopInfo } from '@/features/shops/components/shop-info';
import { isApiError } from '@/lib/api-client';
import { flattenPages } from '@/lib/infinite-pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { ResultsCount } from '@/ui/results-count';

/** The shop page loads more products beyond 80 % of the page. */
const SHOP_SCROLL_THRESHOLD = 0.8;

/** magasinProfile: the shop's banner and details, filters (with category) and its product grid. */
export function ShopPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const shop = useShop(slug);
  const [filters, setFilters] = useUrlFilters();
  const categories = useCategories({ enabled: shopPageReadsCategories(filters) });
  const articles = useShopArticles(shop.data?.id ?? null, filters);

  const name = shop.data?.designation_magasin;
  const title = name ?? t('storefront.pages.shop');
  usePageMeta(title, shop.data?.description ?? t('storefront.meta.shop', { name: title }));

  const crumbs = [
    { label: t('storefront.pages.home'), to: pathFor('Accueil') },
    { label: t('storefront.pages.shops'), to: pathFor('Magasins') },
    { label: title },
  ];

  if (shop.isError) {
    const notFound = isApiError(shop.error) && shop.error.status === 404;
    return (
      <>
        <BreadcrumbBanner title={t('storefront.pages.shop')} crumbs={crumbs} />
        <Container size="xl" py="xl">
          {notFound ? (
            <EmptyState title={t('storefront.shop.notFound')} text={t('storefront.shop.notFoundText')} />
          ) : (
            <LoadError onRetry={() => void shop.refetch()} />
          )}
        </Container>
      </>
    );
  }

  // Until the shop is known only its details' placeholder is drawn (tall enough to keep the footer
  // out of view): its products are requested after it, and a product grid drawn under a placeholder
  // would be pushed down when the real details arrive (a layout shift, CLS 0.1 on a phone).
  if (!shop.data) {
    return (
      <>
        <BreadcrumbBanner title={title} crumbs={crumbs} />
        <Container key="loading" size="xl" py="xl" mih="100vh" aria-busy>
          <Skeleton h={320} radius="md" data-testid="shop-loading" />
        </Container>
      </>
    );
  }

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.designation }));
  const total = articles.data?.pages[0]?.meta?.total;
  const capped = articles.data?.pages[0]?.meta?.total_capped === true;

  return (
    <>
      <BreadcrumbBanner title={title} crumbs={crumbs} backgroundUrl={shop.data.url_photo_magasin} />
      <Container key="shop" size="xl" py="xl">
        <ShopInfo shop={shop.data} />
        <Title order={2} fz="h3" mt="xl" mb="md">
          {t('storefront.shop.products')}
        </Title>
        <FiltersLayout
          activeCount={Object.keys(filterParams(filters)).length}
          filters={
            <ArticleFiltersPanel
              filters={filters}
              onChange={setFilters}
              categories={categoryOptions}
              idPrefix="shop"
            />
          }
        >
          <Text size="sm" c="dimmed" mb="md" role="status" mih={20}>
            {typeof total === 'number' ? <ResultsCount count={total} capped={capped} /> : null}
          </Text>
          <InfiniteProductGrid
            articles={flattenPages(articles.data?.pages)}
            loading={articles.isPending}
            loadingMore={articles.isFetchingNextPage}
            hasMore={Boolean(articles.hasNextPage)}
            onLoadMore={() => void articles.fetchNextPage()}
            threshold={SHOP_SCROLL_THRESHOLD}
            error={articles.isError}
            onRetry={() => void articles.refetch()}
            cols={{ base: 2, sm: 3 }}
            sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px"
          />
        </FiltersLayout>
      </Container>
    </>
  );
}
