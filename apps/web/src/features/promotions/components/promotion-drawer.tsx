import { Card, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay } from '@souk/domain/algiers-time';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/ui/media-image';
import type { Promotion } from '../promotion-types';
import { PromotionArticlePrice } from './promotion-article-price';
import { PromotionStatusBadge } from './promotion-status-badge';

interface PromotionDrawerProps {
  promotion: Promotion | null;
  onClose: () => void;
}

/**
 * The side panel of a promotion (docs/product/partner.md, Promotions): on the right, half the screen
 * wide (the whole width on phones), its designation and its articles in two columns.
 */
export function PromotionDrawer({ promotion, onClose }: PromotionDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Drawer
      opened={promotion !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '50%'}
      title={promotion ? t('boPromotions.panel.title', { name: promotion.designation }) : undefined}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {promotion && (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <PromotionStatusBadge promotion={promotion} />
            <Text size="sm">
              {t('boPromotions.panel.period', {
                debut: formatDay(promotion.date_debut),
                fin: formatDay(promotion.date_fin),
              })}
            </Text>
            <Text size="sm" fw={700}>
              {t('boPromotions.percent', { value: `-${promotion.pourcentage}` })}
            </Text>
          </Group>
          <Title order={3} fz="h5">
            {t('boPromotions.panel.articles')}
          </Title>
          {promotion.articles.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('boPromotions.panel.noArticles')}
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {promotion.articles.map((a) => (
                <Card key={a.id} component="li" withBorder padding="sm" radius="md">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <MediaImage src={a.url_image} alt={a.designation} w={64} h={64} radius="sm" fit="cover" />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {a.designation}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[a.marque, a.sous_categorie.designation].filter(Boolean).join(' · ')}
                      </Text>
                      <PromotionArticlePrice
                        prices={a.stock_articles.map((s) => s.prix)}
                        pourcentage={promotion.pourcentage}
                      />
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
