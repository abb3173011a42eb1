import { Group, Text } from '@mantine/core';
import { displayPrice } from '@souk/domain/pricing';
import { useTranslation } from 'react-i18next';
import { formatDzd } from '@/lib/formatters';

interface PromotionArticlePriceProps {
  /** Variant prices in DZD. */
  prices: number[];
  /** The percentage to show the discounted lowest price with; none for the plain price. */
  pourcentage?: number | null;
}

/**
 * An article's price in the promotion screens (as on the storefront cards): the lowest variant price, or a
 * range up to the highest; with a percentage the lowest is struck through and its promotion price
 * shown (lowest − lowest × pourcentage / 100).
 */
export function PromotionArticlePrice({ prices, pourcentage }: PromotionArticlePriceProps) {
  const { t } = useTranslation();
  const price = displayPrice(prices, pourcentage);
  if (!price) {
    return (
      <Text size="sm" c="dimmed">
        {t('boPromotions.picker.unavailable')}
      </Text>
    );
  }
  if (price.promoMin !== null) {
    return (
      <Group gap={6} wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatDzd(price.promoMin)}
        </Text>
        <Text
          component="s"
          size="xs"
          c="dimmed"
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('storefront.product.oldPrice', { price: formatDzd(price.min) })}
        >
          {formatDzd(price.min)}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" fw={600}>
      {price.isRange ? `${formatDzd(price.min)}\u00a0– ${formatDzd(price.max)}` : formatDzd(price.min)}
    </Text>
  );
}
