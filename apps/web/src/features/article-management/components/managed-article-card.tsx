import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { ARTICLE_ROUTES } from '@/features/article-management/article-routes';
import { ArticleStatusBadge, StockLevelBadge } from '@/features/article-management/components/article-badges';
import { articleStockLevel } from '@/features/article-management/stock-level';
import classes from '@/features/catalog/components/catalog.module.css';
import { ArticlePrice } from '@/features/catalog/components/product-price';
import { MediaImage } from '@/ui/media-image';

interface ManagedArticleCardProps {
  kind: ManagerKind;
  article: ManagedArticle;
  /** Shows the seller's store (the admin's 'Articles Marchant' tab). */
  showStore?: boolean;
}

/**
 * A back-office article card (docs/product/admin.md and partner.md, Articles): brand name and logo, '-
 * X %' ribbon, image, designation, state badge, sub-category, price (or range, the promotion striking
 * the old one) and the low-stock flag. It opens the article's detail page.
 */
export function ManagedArticleCard({ kind, article, showStore = false }: ManagedArticleCardProps) {
  const { t } = useTranslation();
  const pct = article.latestpromotions?.pourcentage;
  return (
    <Card
      component={Link}
      to={pathFor(ARTICLE_ROUTES[kind].detail, { slug: article.slug })}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-testid="managed-article-card"
    >
      <Card.Section className={classes.cardMedia}>
        <MediaImage
          src={article.url_image}
          alt=""
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 320px"
          className={classes.cardImage}
        />
        {pct ? (
          <Badge className={classes.ribbon} color="red" radius="sm" size="lg" data-testid="promotion-ribbon">
            {t('boArticles.card.ribbon', { value: pct })}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.cardBody}>
        <Group gap={6} wrap="nowrap" mih={24}>
          {article.url_image_marque && (
            <MediaImage
              src={article.url_image_marque}
              alt={t('boArticles.card.brandLogo', { brand: article.marque ?? '' })}
              w={24}
              h={24}
              fit="contain"
              sizes="24px"
            />
          )}
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
            {article.marque ?? '\u00a0'}
          </Text>
        </Group>
        <Text fw={600} size="sm" lineClamp={2}>
          {article.designation}
        </Text>
        <Group gap={6}>
          <ArticleStatusBadge valide={article.valide} />
          <StockLevelBadge level={articleStockLevel(article)} />
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {article.sous_categorie.designation}
        </Text>
        {showStore && article.marchand && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconBuildingStore size={14} aria-hidden />
            <Text size="xs" lineClamp={1}>
              {t('boArticles.card.store', { name: article.marchand.designation_magasin })}
            </Text>
          </Group>
        )}
        <div style={{ marginTop: 'auto' }}>
          <ArticlePrice article={article} />
        </div>
      </Stack>
    </Card>
  );
}
