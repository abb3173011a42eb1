import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedArticle } from '@/features/article-management/article-management-types';
import { ArticleStatusBadge, StockLevelBadge } from '@/features/article-management/components/article-badges';
import { articleStockLevel } from '@/features/article-management/stock-level';
import { ArticlePrice } from '@/features/catalog/components/product-price';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { formatDate, formatNumber } from '@/lib/formatters';
import { MediaImage } from '@/ui/media-image';

const day = (iso: string) => formatDate(iso, 'long') || iso;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="38%" fw={500} c="dimmed" scope="row">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The article's details: state, price, rating, brand, store, stock, promotion, options, description. */
export function ArticleInfoPanel({ article }: { article: ManagedArticle }) {
  const { t } = useTranslation();
  const promo = article.latestpromotions;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h3">
          {article.designation}
        </Title>
        <Group gap="xs" mt={6}>
          <ArticleStatusBadge valide={article.valide} />
          <StockLevelBadge level={articleStockLevel(article)} />
          {article.bloque_par && (
            <Text size="xs" c="dimmed">
              {article.bloque_par === 'user'
                ? t('boArticles.detail.blockedByAdmin')
                : t('boArticles.detail.blockedByPartner')}
            </Text>
          )}
        </Group>
      </div>
      <ArticlePrice article={article} size="xl" />
      <Group gap="sm">
        <RatingStars rating={article.moyenne} />
        <Text size="sm" c="dimmed">
          {t('boArticles.detail.ratingSummary', {
            value: formatNumber(article.moyenne, 3),
            count: article.nbr_avis,
          })}
        </Text>
        <Group gap={4} c="dimmed">
          <IconHeart size={14} aria-hidden />
          <Text size="sm">{t('boArticles.detail.likes', { count: article.nbr_like })}</Text>
        </Group>
      </Group>

      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Row label={t('boArticles.detail.marque')}>
            <Group gap="xs" wrap="nowrap">
              {article.url_image_marque && (
                <MediaImage src={article.url_image_marque} alt="" w={28} h={28} fit="contain" sizes="28px" />
              )}
              <span>{article.marque ?? '—'}</span>
            </Group>
          </Row>
          <Row label={t('common.subCategory')}>{article.sous_categorie.designation}</Row>
          <Row label={t('common.soldBy')}>
            {article.marchand ? article.marchand.designation_magasin : t('boArticles.detail.platform')}
          </Row>
          <Row label={t('boArticles.detail.stockTotal')}>{article.stock_total}</Row>
          <Row label={t('boArticles.detail.promotion')}>
            {promo
              ? t('boArticles.detail.promotionValue', {
                  name: promo.designation,
                  value: promo.pourcentage,
                  end: day(promo.date_fin),
                })
              : t('boArticles.detail.noPromotion')}
          </Row>
          <Row label={t('boArticles.detail.createdAt')}>{day(article.created_at)}</Row>
        </Table.Tbody>
      </Table>

      <div>
        <Title order={3} fz="h5" mb={6}>
          {t('boArticles.detail.options')}
        </Title>
        <Stack gap={6}>
          {article.options.map((option) => (
            <Group key={option.id} gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {option.designation} :
              </Text>
              {option.sous_options.map((so) => (
                <Badge
                  key={so.id}
                  variant="default"
                  tt="none"
                  size="lg"
                  leftSection={
                    so.url_image ? (
                      <MediaImage
                        src={so.url_image}
                        alt=""
                        w={16}
                        h={16}
                        radius="xl"
                        fit="cover"
                        sizes="16px"
                      />
                    ) : undefined
                  }
                >
                  {so.designation}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      </div>

      <div>
        <Title order={3} fz="h5" mb={6}>
          {t('common.description')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {article.description}
        </Text>
      </div>
    </Stack>
  );
}
