import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '@/features/catalog/article-types';
import { MOST_PER_VIEW } from '@/features/catalog/carousel-size';
import classes from '@/features/catalog/components/catalog.module.css';
import { ProductCard } from '@/features/catalog/components/product-card';
import { CAROUSEL_SKELETONS, ProductCardSkeleton } from '@/features/catalog/components/product-grid';
import { useNearViewport } from '@/lib/use-near-viewport';
import { LoadError } from '@/ui/load-error';
import { ScrollStrip } from '@/ui/scroll-strip';
import { SectionTitle } from '@/ui/section-title';

interface ProductCarouselProps {
  id: string;
  title: string;
  articles: ArticleCard[] | undefined;
  loading: boolean;
  error?: boolean;
  onRetry?: () => void;
}

const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 260px';

/**
 * A home product section: a title and a swipeable row of cards (4 skeletons while loading, and
 * until the section comes near the screen: `useNearViewport`).
 */
export function ProductCarousel({ id, title, articles, loading, error, onRetry }: ProductCarouselProps) {
  const { t } = useTranslation();
  // A section still loading when the page is hydrated was not drawn by the server (HomePage).
  const [ref, near] = useNearViewport<HTMLElement>('100%', !loading);
  const headingId = `${id}-title`;
  // A section with nothing to show is left out rather than shown empty.
  if (!loading && !error && (!articles || articles.length === 0)) return null;

  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      mt={40}
      data-testid={`section-${id}`}
      className={classes.homeSection}
    >
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
        articles && articles.length > 0 && <ProductStrip articles={articles} />
      )}
    </Box>
  );
}

/** The home section's row of cards (2 on a phone up to 5 on a wide screen). */
function ProductStrip({ articles }: { articles: ArticleCard[] }) {
  return (
    <ScrollStrip
      items={articles.map((article) => ({
        key: article.id,
        node: <ProductCard article={article} sizes={CARD_SIZES} />,
      }))}
      mostPerView={MOST_PER_VIEW}
      testId="product-strip"
    />
  );
}
