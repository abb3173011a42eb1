import { Box } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/features/catalog/article-types';
import { ProductCard } from '@/features/catalog/components/product-card';
import { CAROUSEL_SKELETONS, ProductCardSkeleton } from '@/features/catalog/components/product-grid';
import strip from '@/features/catalog/components/product-strip.module.css';
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

/** The most cards a row shows at once (wide screens, product-strip.module.css): more always overflow. */
const MOST_PER_VIEW = 5;
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
        articles && articles.length > 0 && <ProductStrip articles={articles} />
      )}
    </Box>
  );
}

/** Whether a row is scrolled to its start, and to its end. */
function endsOf(el: HTMLElement) {
  // scrollLeft runs from 0 towards negative values in a right-to-left page.
  const moved = Math.abs(el.scrollLeft);
  return { atStart: moved < 1, atEnd: moved + el.clientWidth >= el.scrollWidth - 1 };
}

/**
 * A row of cards that scrolls sideways (2 on a phone up to 5 on a wide screen), snapping to a card:
 * the browser's own scrolling, swiped on a phone, with previous / next buttons that move one screen
 * of cards.
 * No script measures anything to lay it out (an embla carousel measured every slide as it mounted:
 * a forced layout in the first view's longest task, issue #7 goal 7).
 */
function ProductStrip({ articles }: { articles: Article[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  // Which ends are reached, read when the row scrolls (not as it mounts, which would force a layout).
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const readEnds = useCallback(() => {
    if (!track.current) return;
    const next = endsOf(track.current);
    // Scrolling fires often: a render only when an end is reached or left.
    setEnds((now) => (now.atStart === next.atStart && now.atEnd === next.atEnd ? now : next));
  }, []);
  const count = articles.length;
  useEffect(() => {
    // A short row may fit on the screen: then "next" has nowhere to go.
    if (count > MOST_PER_VIEW) return;
    const frame = requestAnimationFrame(readEnds);
    return () => cancelAnimationFrame(frame);
  }, [count, readEnds]);
  const move = (towards: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: towards * (rtl ? -1 : 1) * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={strip.row}>
      <div ref={track} className={strip.track} onScroll={readEnds} data-testid="product-strip">
        {articles.map((article) => (
          <div key={article.id} className={strip.slide}>
            <ProductCard article={article} sizes={CARD_SIZES} />
          </div>
        ))}
      </div>
      {(
        [
          { side: 'previous', towards: -1, disabled: ends.atStart, Icon: IconChevronLeft },
          { side: 'next', towards: 1, disabled: ends.atEnd, Icon: IconChevronRight },
        ] as const
      ).map(({ side, towards, disabled, Icon }) => (
        <button
          key={side}
          type="button"
          className={strip.control}
          data-side={side}
          aria-label={t(`storefront.common.${side}`)}
          disabled={disabled}
          onClick={() => move(towards)}
        >
          <Icon size={16} aria-hidden />
        </button>
      ))}
    </div>
  );
}
