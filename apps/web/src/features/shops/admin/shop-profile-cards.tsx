import { Avatar, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconInfoCircle, IconMail, IconMapPin, IconPhone, IconUser } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/features/backoffice/info-rows';
import type { AdminShopDetail } from '@/features/shops/admin/shop-admin-types';
import { formatDzd } from '@/lib/formatters';
import { MediaImage } from '@/ui/media-image';

interface ShopProfileCardsProps {
  shop: AdminShopDetail;
  onEdit: () => void;
}

/**
 * The store profile's two cards: the store (photo, designation, owner, creation date, product count,
 * revenue in Da, 'Modifier Profile') and the owner's personal information.
 */
export function ShopProfileCards({ shop, onEdit }: ShopProfileCardsProps) {
  const { t } = useTranslation();
  const owner = `${shop.prenom} ${shop.nom}`;
  const none = t('common.notSet');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card
          withBorder
          radius="md"
          padding="lg"
          h="100%"
          component="section"
          aria-labelledby="shop-card-title"
        >
          <Card.Section h={160} pos="relative">
            <MediaImage
              src={shop.url_photo_magasin}
              alt={t('adminPeople.shopProfile.photoAlt', { name: shop.designation_magasin })}
              h={160}
              fit="cover"
              sizes="(max-width: 991px) 100vw, 480px"
            />
            {!shop.valide && (
              <Badge color="red" pos="absolute" top={10} left={10} tt="none">
                {t('adminPeople.shops.blocked')}
              </Badge>
            )}
          </Card.Section>
          <Group mt="md" gap="md" wrap="nowrap" align="center">
            <Avatar
              src={shop.url_photo ?? null}
              alt={t('common.photoOf', { name: owner })}
              size={56}
              radius={56}
              name={owner}
              color="initials"
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" id="shop-card-title" lineClamp={2}>
                {shop.designation_magasin}
              </Title>
              <Text size="sm" c="dimmed">
                {owner}
              </Text>
            </Stack>
          </Group>
          <Stack gap={4} mt="md">
            <Text size="sm">
              {t('adminPeople.shopProfile.createdAt', { date: dayjs(shop.created_at).format('DD/MM/YYYY') })}
            </Text>
            <Text size="sm">{t('adminPeople.shopProfile.productCount', { count: shop.nbr_articles })}</Text>
            <Text size="sm" fw={600}>
              {t('adminPeople.shopProfile.revenue', { amount: formatDzd(shop.revenus, 'Da') })}
            </Text>
          </Stack>
          <Button mt="md" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
            {t('adminPeople.shopProfile.edit')}
          </Button>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card
          withBorder
          radius="md"
          padding="lg"
          h="100%"
          component="section"
          aria-labelledby="shop-info-title"
        >
          <Title order={2} fz="md" mb="md" id="shop-info-title">
            {t('common.personalInfo')}
          </Title>
          <InfoRows
            rows={[
              {
                key: 'nom',
                icon: <IconUser size={16} />,
                label: t('adminPeople.fields.nomComplet'),
                value: owner,
              },
              {
                key: 'telephone',
                icon: <IconPhone size={16} />,
                label: t('common.phone'),
                value: shop.telephone || none,
                ltr: true,
              },
              {
                key: 'email',
                icon: <IconMail size={16} />,
                label: t('common.email'),
                value: shop.email,
                ltr: true,
              },
              {
                key: 'adresse',
                icon: <IconMapPin size={16} />,
                label: t('common.address'),
                value: [shop.adresse_magasin, shop.wilaya_magasin].filter(Boolean).join(', ') || none,
              },
              {
                key: 'description',
                icon: <IconInfoCircle size={16} />,
                label: t('common.description'),
                value: shop.description || none,
              },
            ]}
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
