import { Group, Text } from '@mantine/core';
import { displayPrice, promotionPrice } from '@souk/domain/pricing';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { formatDzd } from '@/lib/formatters';

interface ArticlePriceProps {
  article: Pick<ArticleCard, 'stock_articles' | 'latestpromotions'>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * The card price (docs/product/storefront-and-client.md, Product card): the lowest variant price, a
 * range up to the highest when they differ; with a promotion the lowest price is struck through and its
 * promotion price shown.
 */
export function ArticlePrice({ article, size }: ArticlePriceProps) {
  const { t } = useTranslation();
  const pct = article.latestpromotions?.pourcentage ?? null;
  // Cards are two to a row on phones: a smaller price (CSS class) keeps a range on two lines.
  const sizing = size ? { fz: size } : { className: classes.price };
  const price = displayPrice(
    article.stock_articles.map((s) => s.prix),
    pct,
  );
  if (!price) {
    return (
      <Text size="sm" c="dimmed">
        {t('storefront.product.unavailable')}
      </Text>
    );
  }
  if (price.promoMin !== null) {
    return (
      <Group gap={6} wrap="wrap" align="baseline" data-testid="article-price">
        <Text fw={700} {...sizing} c="souk.7">
          {formatDzd(price.promoMin)}
        </Text>
        <Text
          component="s"
          size="xs"
          c="dimmed"
          aria-label={t('storefront.product.oldPrice', { price: formatDzd(price.min) })}
        >
          {formatDzd(price.min)}
        </Text>
      </Group>
    );
  }
  return (
    <Text fw={700} {...sizing} c="souk.7" data-testid="article-price">
      {/* The dash stays with the lowest price when the range wraps on narrow cards. */}
      {price.isRange ? `${formatDzd(price.min)}\u00a0– ${formatDzd(price.max)}` : formatDzd(price.min)}
    </Text>
  );
}

interface VariantPriceProps {
  prix: number;
  pourcentage: number | null | undefined;
}

/** The price of the chosen variant in the product modal, with its promotion price. */
export function VariantPrice({ prix, pourcentage }: VariantPriceProps) {
  const { t } = useTranslation();
  const promo = pourcentage ? promotionPrice(prix, pourcentage) : null;
  return (
    <Group gap="sm" align="baseline" data-testid="variant-price">
      <Text fw={800} fz={26} c="souk.7">
        {formatDzd(promo ?? prix)}
      </Text>
      {promo !== null && (
        <Text
          component="s"
          c="dimmed"
          aria-label={t('storefront.product.oldPrice', { price: formatDzd(prix) })}
        >
          {formatDzd(prix)}
        </Text>
      )}
    </Group>
  );
}
