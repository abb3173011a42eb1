import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPackage, IconReceipt, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { AdminShop } from '@/features/shops/admin/shop-admin-types';
import classes from '@/features/shops/components/shops.module.css';
import { MediaImage } from '@/ui/media-image';

/**
 * A store in the admin's Magasins grid: photo, designation, owner, counts; opens its profile. The
 * link is named by what the card shows (WCAG 2.5.3, label in name).
 */
export function ShopAdminCard({ shop }: { shop: AdminShop }) {
  const { t } = useTranslation();
  const owner = `${shop.prenom} ${shop.nom}`;
  return (
    <Card
      component={Link}
      to={pathFor('magasinProfile-admin', { slug: shop.slug })}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="admin-shop-card"
    >
      <Card.Section className={classes.media} pos="relative">
        <MediaImage
          src={shop.url_photo_magasin}
          alt=""
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 300px"
          className={classes.image}
        />
        {!shop.valide && (
          <Badge color="red" pos="absolute" top={10} left={10} tt="none">
            {t('adminPeople.shops.blocked')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={1}>
          {shop.designation_magasin}
        </Text>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconUser size={14} aria-hidden />
          <Text size="sm" lineClamp={1}>
            {owner}
          </Text>
        </Group>
        {shop.wilaya_magasin && (
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {shop.wilaya_magasin}
            </Text>
          </Group>
        )}
        <Group gap="xs" mt={4}>
          <Badge variant="light" leftSection={<IconPackage size={12} aria-hidden />} tt="none">
            {shop.nbr_articles === 1
              ? t('adminPeople.shops.articlesOne', { count: shop.nbr_articles })
              : t('adminPeople.shops.articlesMany', { count: shop.nbr_articles })}
          </Badge>
          <Badge variant="light" color="grape" leftSection={<IconReceipt size={12} aria-hidden />} tt="none">
            {shop.nbr_commandes === 1
              ? t('adminPeople.shops.commandesOne', { count: shop.nbr_commandes })
              : t('adminPeople.shops.commandesMany', { count: shop.nbr_commandes })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
