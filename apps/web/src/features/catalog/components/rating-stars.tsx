import { Box } from '@mantine/core';
import { starWidthPercent } from '@souk/domain/articles';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/catalog/components/catalog.module.css';
import { formatNumber } from '@/lib/formatters';

const STARS = [1, 2, 3, 4, 5];

function Row({ size }: { size: number }) {
  return (
    <>
      {STARS.map((n) => (
        <IconStarFilled key={n} size={size} aria-hidden />
      ))}
    </>
  );
}

/** Five stars filled to `rating × 100 / 5` percent (spec §9). */
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
  return (
    <Box
      component="span"
      className={classes.stars}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : t('storefront.product.rating', { value: formatNumber(value, 3) })}
    >
      <span className={classes.starsEmpty}>
        <Row size={size} />
      </span>
      <span
        className={classes.starsFull}
        style={{ width: `${starWidthPercent(rating)}%` }}
        data-testid="stars-fill"
      >
        <Row size={size} />
      </span>
    </Box>
  );
}
