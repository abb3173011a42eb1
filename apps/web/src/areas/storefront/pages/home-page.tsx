import { Container, Grid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceHighlights } from '@/areas/storefront/home/service-highlights';
import { useAboutSummary } from '@/features/about/api/get-about';
import { useCategoryBlocks } from '@/features/catalog/api/get-category-blocks';
import { useMostOrderedArticles } from '@/features/catalog/api/get-most-ordered-articles';
import { useNewArticles } from '@/features/catalog/api/get-new-articles';
import { usePromoArticles } from '@/features/catalog/api/get-promo-articles';
import { useTopRatedArticles } from '@/features/catalog/api/get-top-rated-articles';
import { CategoryBlock } from '@/features/catalog/components/category-block';
import { MOST_PER_VIEW, ProductCarousel } from '@/features/catalog/components/product-carousel';
import { RecommendedSection } from '@/features/catalog/components/recommended-section';
import { usePubs } from '@/features/pubs/api/get-pubs';
import { HeroCarousel } from '@/features/pubs/components/hero-carousel';
import { PromoBanners } from '@/features/pubs/components/promo-banners';
import { ShopAdBanner } from '@/features/pubs/components/shop-ad-banner';
import { SideBanners } from '@/features/pubs/components/side-banners';
import { useSponsors } from '@/features/sponsors/api/get-sponsors';
import { SponsorsCarousel } from '@/features/sponsors/components/sponsors-carousel';
import { isHydrating, isServerRender } from '@/lib/hydrating';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadError } from '@/ui/load-error';

/** How long the home's lower sections wait, once the server-drawn page is hydrated, to be fetched. */
const LOWER_SECTIONS_DELAY_MS = 1500;

/** Accueil: ads, product carousels, category blocks, partners and the recommended grid. */
export function HomePage() {
  const { t } = useTranslation();
  const about = useAboutSummary();
  const pubs = usePubs();
  const news = useNewArticles(isServerRender() ? { drawn: MOST_PER_VIEW } : {});
  // The server draws the first screen and the first row of the newest products (the app asks for the
  // rest); the sections below them are drawn by
  // the app (their skeletons until then), so that the page stays small: their 84 cards and the API
  // replies behind them were 90 % of the drawn home page's 775 KB (decision 0042).
  // Once hydrated, they wait a moment — unless the shopper scrolls — so that the first tap's code and
  // reply go first (HTTP/1.1's six connections would otherwise be taken by these four replies).
  const [lowerReady, setLowerReady] = useState(() => !isServerRender() && !isHydrating());
  useEffect(() => {
    if (lowerReady) return;
    const ready = () => setLowerReady(true);
    const timer = setTimeout(ready, LOWER_SECTIONS_DELAY_MS);
    // A shopper scrolling towards them does not wait.
    window.addEventListener('scroll', ready, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', ready);
    };
  }, [lowerReady]);
  const lower = { enabled: lowerReady };
  const deals = usePromoArticles(lower);
  const blocks = useCategoryBlocks(lower);
  const topRated = useTopRatedArticles(lower);
  const mostOrdered = useMostOrderedArticles(lower);
  const sponsors = useSponsors();
  usePageMeta(null, about.data?.description);
  // The product sections (96 cards) are drawn at transition priority: React then yields to the
  // browser every few milliseconds instead of blocking it for the whole render when the data
  // arrives (Lighthouse's Total Blocking Time, docs/benchmarks.md: Lighthouse). Until then they show
  // skeletons.
  const newsData = useDeferredValue(news.data);
  const dealsData = useDeferredValue(deals.data);
  const blocksData = useDeferredValue(blocks.data);
  const topRatedData = useDeferredValue(topRated.data);
  const mostOrderedData = useDeferredValue(mostOrdered.data);

  const hasSide = pubs.isPending || (pubs.data?.banner2.length ?? 0) > 0;

  return (
    <Container size="xl" py="lg">
      <VisuallyHidden>
        <Title order={1}>{t('storefront.pages.home')}</Title>
      </VisuallyHidden>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: hasSide ? 9 : 12 }}>
          <HeroCarousel pubs={pubs.data?.banner1} loading={pubs.isPending} />
        </Grid.Col>
        {hasSide && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SideBanners pubs={pubs.data?.banner2} loading={pubs.isPending} />
          </Grid.Col>
        )}
      </Grid>
      <ServiceHighlights />
      <PromoBanners pubs={pubs.data?.pub_accueil} loading={pubs.isPending} />

      <ProductCarousel
        id="new"
        title={t('storefront.home.newArrivals')}
        articles={newsData}
        loading={news.isPending || (news.data !== undefined && newsData === undefined)}
        error={news.isError}
        onRetry={() => void news.refetch()}
      />
      <ProductCarousel
        id="deals"
        title={t('storefront.home.deals')}
        articles={dealsData}
        loading={deals.isPending || (deals.data !== undefined && dealsData === undefined)}
        error={deals.isError}
        onRetry={() => void deals.refetch()}
      />

      {blocks.isError && <LoadError onRetry={() => void blocks.refetch()} />}
      <Stack gap={0}>
        {blocksData?.map((block) => (
          <CategoryBlock key={block.categorie.id} block={block} />
        ))}
      </Stack>

      <ProductCarousel
        id="top-rated"
        title={t('storefront.home.topRated')}
        articles={topRatedData}
        loading={topRated.isPending || (topRated.data !== undefined && topRatedData === undefined)}
        error={topRated.isError}
        onRetry={() => void topRated.refetch()}
      />
      <ProductCarousel
        id="most-ordered"
        title={t('storefront.home.mostOrdered')}
        articles={mostOrderedData}
        loading={mostOrdered.isPending || (mostOrdered.data !== undefined && mostOrderedData === undefined)}
        error={mostOrdered.isError}
        onRetry={() => void mostOrdered.refetch()}
      />

      <ShopAdBanner pub={pubs.data?.shop[0]} />
      <SponsorsCarousel sponsors={sponsors.data} loading={sponsors.isPending} />
      <RecommendedSection />
    </Container>
  );
}
