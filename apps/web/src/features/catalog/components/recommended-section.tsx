import { Box, Button, Center } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecommendedArticles } from '@/features/catalog/api/get-recommended-articles';
import { InfiniteProductGrid } from '@/features/catalog/components/infinite-product-grid';
import { flattenPages } from '@/lib/infinite-pages';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';
import { SectionTitle } from '@/ui/section-title';

/**
 * The home (docs/product/storefront-and-client.md) loads 'Recommended' past 30 % of the page and more
 * past 80 %, after a 1 s pause.
 */
export const RECOMMENDED_START = 0.3;
export const RECOMMENDED_MORE = 0.8;

/**
 * The home 'Recommended' grid: nothing is fetched until the visitor scrolls far enough (or asks
 * with the button), then pages follow as they keep scrolling or press 'Voir Plus'.
 */
export function RecommendedSection() {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const query = useRecommendedArticles(started);
  useScrollThreshold({ threshold: RECOMMENDED_START, enabled: !started, onReach: () => setStarted(true) });

  return (
    <Box component="section" aria-labelledby="recommended-title" mt={48} data-testid="section-recommended">
      <SectionTitle id="recommended-title" title={t('storefront.home.recommended')} />
      {started ? (
        <InfiniteProductGrid
          articles={flattenPages(query.data?.pages)}
          loading={query.isPending}
          loadingMore={query.isFetchingNextPage}
          hasMore={Boolean(query.hasNextPage)}
          onLoadMore={() => void query.fetchNextPage()}
          threshold={RECOMMENDED_MORE}
          error={query.isError}
          onRetry={() => void query.refetch()}
          cols={{ base: 2, sm: 3, md: 4 }}
          sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 250px"
        />
      ) : (
        <Center py="lg">
          <Button variant="light" radius="xl" onClick={() => setStarted(true)}>
            {t('storefront.common.seeMore')}
          </Button>
        </Center>
      )}
    </Box>
  );
}
