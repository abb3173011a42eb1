import { Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import classes from '@/features/shops/components/shops.module.css';
import type { Shop } from '@/features/shops/shop-types';
import { MediaImage } from '@/ui/media-image';

/** A store in the Magasins list: photo, name and wilaya, linking to the shop page. */
export function ShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={pathFor('magasinProfile', { slug: shop.slug })}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="shop-card"
    >
      <Card.Section className={classes.media}>
        <MediaImage
          src={shop.url_photo_magasin}
          alt=""
          sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 320px"
          className={classes.image}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700} lineClamp={1}>
          {shop.designation_magasin}
        </Text>
        {shop.wilaya_magasin && (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {shop.wilaya_magasin}
            </Text>
          </Group>
        )}
        <Text size="sm" c="souk.7" fw={600} mt={4}>
          {t('storefront.shops.visit')}
        </Text>
      </Stack>
    </Card>
  );
}
