// A first-view page (drawn by the server): its one Mantine sheet beyond the entry's comes with it.
import { Card, Center, Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { shopsPageOf } from '@/areas/storefront/page-addresses';
import { useShops } from '@/features/shops/api/get-shops';
import { ShopCard } from '@/features/shops/components/shop-card';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { NamedPagination } from '@/ui/named-pagination';

const COLS = { base: 1, xs: 2, sm: 3, md: 4 };

/** Magasins: paginated store cards (page in the URL) linking to each shop page. */
export function ShopsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = shopsPageOf(params);
  const shops = useShops(page);
  usePageMeta(t('storefront.pages.shops'), t('storefront.meta.shops'));

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  const meta = shops.data?.meta;

  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.shops')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.shops') },
        ]}
      />
      <Container size="xl" py="xl">
        {shops.isPending && (
          <SimpleGrid cols={COLS} spacing="md" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 8 }, (_, n) => `shop-skeleton-${n}`).map((key) => (
              <Card key={key} withBorder radius="md" padding="md">
                <Card.Section>
                  <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
                </Card.Section>
                <Stack gap={8} mt="sm">
                  <Skeleton h={14} w="70%" />
                  <Skeleton h={10} w="40%" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {shops.isError && <LoadError onRetry={() => void shops.refetch()} />}
        {shops.data && shops.data.data.length === 0 && <EmptyState title={t('storefront.shops.empty')} />}
        {shops.data && shops.data.data.length > 0 && (
          <SimpleGrid cols={COLS} spacing="md" style={{ opacity: shops.isPlaceholderData ? 0.6 : 1 }}>
            {shops.data.data.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </SimpleGrid>
        )}
        {meta && meta.last_page > 1 && (
          <Center mt="xl" component="nav" aria-label={t('storefront.common.pagination')}>
            <NamedPagination
              total={meta.last_page}
              value={meta.current_page}
              onChange={goTo}
              radius="md"
              siblings={1}
            />
          </Center>
        )}
      </Container>
    </>
  );
}
