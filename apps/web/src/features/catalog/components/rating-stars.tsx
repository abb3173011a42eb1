import { starWidthPercent } from '@souk/domain/articles';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/catalog/components/catalog.module.css';
import { formatNumber } from '@/lib/formatters';

/**
 * Five stars filled to `rating × 100 / 5` percent. Two elements: the stars are a CSS mask
 * (catalog.module.css) over a grey box, the fill a yellow box of that width — a card used to draw
 * them as ten SVG icons, a fifth of the home page's DOM (docs/benchmarks.md: Lighthouse).
 */
export function RatingStars({
  rating,
  size = 14,
  decorative = false,
}: {
  rating: number;
  size?: number;
  /** Next to a text that already says the rating: hidden from assistive technologies. */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const value = Math.round(rating * 10) / 10;
  const style = { '--stars-size': `${size}px` } as CSSProperties;
  const fill = (
    <span
      className={classes.starsFull}
      style={{ width: `${starWidthPercent(rating)}%` }}
      data-testid="stars-fill"
    />
  );
  if (decorative) {
    return (
      <span className={classes.stars} style={style} aria-hidden>
        {fill}
      </span>
    );
  }
  return (
    <span
      className={classes.stars}
      style={style}
      role="img"
      aria-label={t('storefront.product.rating', { value: formatNumber(value, 3) })}
    >
      {fill}
    </span>
  );
}
