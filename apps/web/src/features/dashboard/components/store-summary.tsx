import {
  Avatar,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconEdit, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreProfile } from '@/features/shops/store-profile-types';
import { formatDzd, formatWilaya } from '@/lib/formatters';

interface StoreCardProps {
  shop: StoreProfile;
  /** All-time figures; undefined while they load. */
  articles: number | undefined;
  revenue: number | undefined;
  onEdit: () => void;
}

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={2} align="center">
      {value === undefined ? (
        <Skeleton height={22} width={70} />
      ) : (
        <Text fw={700} size="lg" ta="center">
          {value}
        </Text>
      )}
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The partner dashboard's store card (docs/product/partner.md, Dashboard): photo, designation, owner,
 * figures, 'Modifier Profil'.
 */
export function StoreCard({ shop, articles, revenue, onEdit }: StoreCardProps) {
  const { t } = useTranslation();
  const owner = `${shop.prenom} ${shop.nom}`;
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={shop.designation_magasin}>
      <Stack align="center" gap="xs">
        <Avatar
          src={shop.url_photo_magasin || null}
          size={96}
          radius="md"
          alt={t('boDashboard.store.photoAlt', { name: shop.designation_magasin })}
        >
          <IconBuildingStore size={40} />
        </Avatar>
        <Title order={2} fz="h3" ta="center">
          {shop.designation_magasin}
        </Title>
        <Text size="sm" c="dimmed">
          {owner}
        </Text>
        {shop.wilaya_magasin && (
          <Group gap={4} c="dimmed">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{formatWilaya(shop.wilaya_magasin)}</Text>
          </Group>
        )}
      </Stack>
      <Divider my="md" />
      <SimpleGrid cols={2} spacing="sm">
        <Figure
          label={t('boDashboard.store.articles')}
          value={articles === undefined ? undefined : String(articles)}
        />
        <Figure
          label={t('boDashboard.store.revenue')}
          value={revenue === undefined ? undefined : formatDzd(revenue, 'DA')}
        />
      </SimpleGrid>
      <Button fullWidth mt="lg" leftSection={<IconEdit size={16} />} onClick={onEdit}>
        {t('boDashboard.store.edit')}
      </Button>
    </Paper>
  );
}

function InfoLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={130} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * 'Personal information' (docs/product/partner.md, Dashboard): full name, phone, email, address with
 * wilaya, description.
 */
export function PersonalInfoCard({ shop }: { shop: StoreProfile }) {
  const { t } = useTranslation();
  const none = t('boDashboard.info.none');
  const address = [shop.adresse_magasin, shop.wilaya_magasin && formatWilaya(shop.wilaya_magasin)]
    .filter(Boolean)
    .join(', ');
  const title = t('common.personalInfo');
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        <InfoLine label={t('boDashboard.info.fullName')}>{`${shop.prenom} ${shop.nom}`}</InfoLine>
        <InfoLine label={t('common.phone')}>
          {shop.telephone ? <span dir="ltr">{shop.telephone}</span> : none}
        </InfoLine>
        <InfoLine label={t('common.email')}>{shop.email}</InfoLine>
        <InfoLine label={t('common.address')}>{address || none}</InfoLine>
        <InfoLine label={t('common.description')}>{shop.description || none}</InfoLine>
      </Stack>
    </Paper>
  );
}
