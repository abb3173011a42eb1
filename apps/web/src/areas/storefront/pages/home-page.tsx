import { Container, Grid, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceHighlights } from '@/areas/storefront/home/service-highlights';
import { homeNewArticlesPart } from '@/areas/storefront/page-addresses';
import { useAboutSummary } from '@/features/about/api/get-about';
import { useCategoryBlocks } from '@/features/catalog/api/get-category-blocks';
import { useMostOrderedArticles } from '@/features/catalog/api/get-most-ordered-articles';
import { useNewArticles } from '@/features/catalog/api/get-new-articles';
import { usePromoArticles } from '@/features/catalog/api/get-promo-articles';
import { useTopRatedArticles } from '@/features/catalog/api/get-top-rated-articles';
import type { ArticleCard, CategoryBlock as CategoryBlockData } from '@/features/catalog/article-types';
import { CategoryBlock } from '@/features/catalog/components/category-block';
import { ProductCarousel } from '@/features/catalog/components/product-carousel';
import { RecommendedSection } from '@/features/catalog/components/recommended-section';
import { usePubs } from '@/features/pubs/api/get-pubs';
import { HeroCarousel } from '@/features/pubs/components/hero-carousel';
import { PromoBanners } from '@/features/pubs/components/promo-banners';
import { ShopAdBanner } from '@/features/pubs/components/shop-ad-banner';
import { SideBanners } from '@/features/pubs/components/side-banners';
import type { HomePubs } from '@/features/pubs/pub-types';
import { useSponsors } from '@/features/sponsors/api/get-sponsors';
import { SponsorsCarousel } from '@/features/sponsors/components/sponsors-carousel';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { isHydrating, isServerRender } from '@/lib/hydrating';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadError } from '@/ui/load-error';

/** How long the home's lower sections wait, once the server-drawn page is hydrated, to be fetched. */
const LOWER_SECTIONS_DELAY_MS = 1500;

/** Accueil: ads, product carousels, category blocks, partners and the recommended grid. */
export function HomePage() {
  const about = useAboutSummary();
  const pubs = usePubs();
  const news = useNewArticles(homeNewArticlesPart());
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
  // The page's sections are drawn by `HomeSections` from deferred values: a reply re-renders this
  // component at once (React Query's hooks update synchronously), but `HomeSections` — 96 cards, the
  // banners, the category blocks — only at transition priority, when React yields to the browser every
  // few milliseconds, instead of blocking it for the whole render (Lighthouse's Total Blocking Time,
  // docs/benchmarks.md: Lighthouse). Sections whose reply is not drawn yet show skeletons.
  const pubsData = useDeferredValue(pubs.data);
  const blocksData = useDeferredValue(blocks.data);
  const sponsorsData = useDeferredValue(sponsors.data);
  const newsSection = useDeferredSection(news);
  const dealsSection = useDeferredSection(deals);
  const topRatedSection = useDeferredSection(topRated);
  const mostOrderedSection = useDeferredSection(mostOrdered);

  return (
    <HomeSections
      pubs={pubsData}
      pubsLoading={drawing(pubs, pubsData)}
      news={newsSection}
      deals={dealsSection}
      blocks={blocksData}
      blocksError={blocks.isError}
      retryBlocks={blocks.refetch}
      topRated={topRatedSection}
      mostOrdered={mostOrderedSection}
      sponsors={sponsorsData}
      sponsorsLoading={drawing(sponsors, sponsorsData)}
    />
  );
}

/** A reply not drawn yet: still asked for, or arrived and waiting for its deferred render. */
function drawing(query: { isPending: boolean; data: unknown }, deferred: unknown): boolean {
  return query.isPending || (query.data !== undefined && deferred === undefined);
}

/** A home product section as `HomeSections` draws it: the same object as long as nothing in it changed. */
interface SectionState {
  articles: ArticleCard[] | undefined;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}

function useDeferredSection(query: UseQueryResult<ArticleCard[]>): SectionState {
  const articles = useDeferredValue(query.data);
  const loading = drawing(query, articles);
  const { isError: error, refetch: retry } = query;
  return useMemo(() => ({ articles, loading, error, retry }), [articles, loading, error, retry]);
}

interface HomeSectionsProps {
  pubs: HomePubs | undefined;
  pubsLoading: boolean;
  news: SectionState;
  deals: SectionState;
  blocks: CategoryBlockData[] | undefined;
  blocksError: boolean;
  retryBlocks: () => unknown;
  topRated: SectionState;
  mostOrdered: SectionState;
  sponsors: Sponsor[] | undefined;
  sponsorsLoading: boolean;
}

/** The home's sections: drawn again only when what they show has changed. */
const HomeSections = memo(function HomeSections({
  pubs,
  pubsLoading,
  news,
  deals,
  blocks,
  blocksError,
  retryBlocks,
  topRated,
  mostOrdered,
  sponsors,
  sponsorsLoading,
}: HomeSectionsProps) {
  const { t } = useTranslation();
  const hasSide = pubsLoading || (pubs?.banner2.length ?? 0) > 0;

  return (
    <Container size="xl" py="lg">
      <VisuallyHidden>
        <Title order={1}>{t('storefront.pages.home')}</Title>
      </VisuallyHidden>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: hasSide ? 9 : 12 }}>
          <HeroCarousel pubs={pubs?.banner1} loading={pubsLoading} />
        </Grid.Col>
        {hasSide && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SideBanners pubs={pubs?.banner2} loading={pubsLoading} />
          </Grid.Col>
        )}
      </Grid>
      <ServiceHighlights />
      <PromoBanners pubs={pubs?.pub_accueil} loading={pubsLoading} />

      <ProductCarousel
        id="new"
        title={t('storefront.home.newArrivals')}
        articles={news.articles}
        loading={news.loading}
        error={news.error}
        onRetry={() => void news.retry()}
      />
      <ProductCarousel
        id="deals"
        title={t('storefront.home.deals')}
        articles={deals.articles}
        loading={deals.loading}
        error={deals.error}
        onRetry={() => void deals.retry()}
      />

      {blocksError && <LoadError onRetry={() => void retryBlocks()} />}
      <Stack gap={0}>
        {blocks?.map((block) => (
          <CategoryBlock key={block.categorie.id} block={block} />
        ))}
      </Stack>

      <ProductCarousel
        id="top-rated"
        title={t('storefront.home.topRated')}
        articles={topRated.articles}
        loading={topRated.loading}
        error={topRated.error}
        onRetry={() => void topRated.retry()}
      />
      <ProductCarousel
        id="most-ordered"
        title={t('storefront.home.mostOrdered')}
        articles={mostOrdered.articles}
        loading={mostOrdered.loading}
        error={mostOrdered.error}
        onRetry={() => void mostOrdered.retry()}
      />

      <ShopAdBanner pub={pubs?.shop[0]} />
      <SponsorsCarousel sponsors={sponsors} loading={sponsorsLoading} />
      <RecommendedSection />
    </Container>
  );
});
