import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { ProductCard } from '@/features/catalog/components/product-card';
import { CAROUSEL_SKELETONS, ProductCardSkeleton } from '@/features/catalog/components/product-grid';
import { useNearViewport } from '@/lib/use-near-viewport';
import { LoadError } from '@/ui/load-error';
import { SectionTitle } from '@/ui/section-title';

interface ProductCarouselProps {
  id: string;
  title: string;
  articles: Article[] | undefined;
  loading: boolean;
  error?: boolean;
  onRetry?: () => void;
}

const SLIDE_SIZE = { base: '50%', sm: '33.3333%', md: '25%', lg: '20%' };
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 260px';

/**
 * A home product section: a title and a swipeable row of cards (4 skeletons while loading, and
 * until the section comes near the screen: `useNearViewport`).
 */
export function ProductCarousel({ id, title, articles, loading, error, onRetry }: ProductCarouselProps) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const headingId = `${id}-title`;
  // A section with nothing to show is left out rather than shown empty.
  if (!loading && !error && (!articles || articles.length === 0)) return null;

  return (
    <Box ref={ref} component="section" aria-labelledby={headingId} mt={40} data-testid={`section-${id}`}>
      <SectionTitle id={headingId} title={title} />
      {error && <LoadError onRetry={onRetry} />}
      {loading || !near ? (
        <Box
          display="grid"
          style={{
            gridTemplateColumns: `repeat(${CAROUSEL_SKELETONS}, minmax(10rem, 1fr))`,
            gap: 16,
            overflow: 'hidden',
          }}
          role="status"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: CAROUSEL_SKELETONS }, (_, n) => `sk-${n}`).map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </Box>
      ) : (
        articles &&
        articles.length > 0 && (
          <Carousel
            slideSize={SLIDE_SIZE}
            slideGap={{ base: 'xs', sm: 'md' }}
            emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
            controlSize={34}
            controlsOffset={-6}
            previousControlProps={{ 'aria-label': t('storefront.common.previous') }}
            nextControlProps={{ 'aria-label': t('storefront.common.next') }}
          >
            {articles.map((article) => (
              <Carousel.Slide key={article.id} className={classes.carouselSlide} py={4}>
                <ProductCard article={article} sizes={CARD_SIZES} />
              </Carousel.Slide>
            ))}
          </Carousel>
        )
      )}
    </Box>
  );
}
