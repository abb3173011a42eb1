import { Badge, Box, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleQueryOptions } from '@/features/catalog/api/get-article';
import type { ArticleCard } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { ArticlePrice } from '@/features/catalog/components/product-price';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { preloadProductModal, preloadProductModalWhenIdle } from '@/features/catalog/product-modal-code';
import { useProductModal } from '@/features/catalog/use-product-modal';
import { MediaImage } from '@/ui/media-image';

interface ProductCardProps {
  article: ArticleCard;
  /** Width hint for the image's srcset choice. */
  sizes?: string;
}

/** A product in any list; activating it opens the product modal on the current page. */
export function ProductCard({
  article,
  sizes = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px',
}: ProductCardProps) {
  const { t } = useTranslation();
  const { linkTo, linkState } = useProductModal();
  const queryClient = useQueryClient();
  // The modal's code and the product's reply are asked for at the tap, not once React has drawn the
  // page again for the new address (a second on a phone).
  useEffect(preloadProductModalWhenIdle, []);
  const prepare = () => {
    preloadProductModal();
    void queryClient.prefetchQuery(articleQueryOptions(article.id));
  };
  const pct = article.latestpromotions?.pourcentage;

  return (
    <Card
      component={Link}
      to={linkTo(article.id)}
      state={linkState(article.designation)}
      preventScrollReset
      onClick={prepare}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-testid="product-card"
    >
      <Card.Section className={classes.cardMedia}>
        <MediaImage
          src={article.url_image}
          alt={article.designation}
          sizes={sizes}
          className={classes.cardImage}
        />
        {pct ? (
          <Badge className={classes.ribbon} color="red" radius="sm" size="lg">
            {t('storefront.product.ribbon', { value: pct })}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={4} mt="sm" className={classes.cardBody}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1} mih={18}>
          {article.marque ?? '\u00a0'}
        </Text>
        <Text fw={600} size="sm" lineClamp={2} className={classes.cardTitle}>
          {article.designation}
        </Text>
        <Group gap={6} wrap="nowrap">
          <RatingStars rating={article.moyenne} />
          <Text size="xs" c="dimmed">
            ({article.nbr_avis})
          </Text>
        </Group>
        <Box mt="auto">
          <ArticlePrice article={article} />
        </Box>
        <Group gap={4} c="dimmed" data-testid="card-likes">
          <IconHeart size={14} aria-hidden />
          <Text size="xs">
            <span aria-hidden>{article.nbr_like}</span>
            <VisuallyHidden>{t('storefront.product.likes', { count: article.nbr_like })}</VisuallyHidden>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
