import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconEdit,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminFondateur } from '@/features/founders/founder-types';
import { MediaImage } from '@/ui/media-image';

const ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  twitter: IconBrandX,
} as const;

const NETWORK_LABELS = {
  facebook: 'common.facebook',
  instagram: 'common.instagram',
  linkedin: 'common.linkedin',
  twitter: 'common.twitter',
} as const;

interface FounderAdminCardProps {
  fondateur: AdminFondateur;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A founder of the admin grid (docs/product/admin.md, Founders): photo, name, 'Compte Fondateur',
 * actions, links.
 */
export function FounderAdminCard({ fondateur, onEdit, onDelete }: FounderAdminCardProps) {
  const { t } = useTranslation();
  const name = `${fondateur.prenom} ${fondateur.nom}`;
  const edit = t('adminContent.common.editOf', { name });
  const remove = t('adminContent.common.deleteOf', { name });
  const socials = (Object.keys(ICONS) as (keyof typeof ICONS)[]).flatMap((network) => {
    const url = fondateur[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={name}>
      <Group justify="flex-end" gap={2} mb={-8}>
        <Tooltip label={edit} withArrow openDelay={300}>
          <ActionIcon variant="subtle" aria-label={edit} onClick={onEdit}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={remove} withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack align="center" gap={6} ta="center">
        <MediaImage
          src={fondateur.url_photo}
          alt={t('common.photoOf', { name })}
          w={96}
          h={96}
          radius={999}
          fit="cover"
          sizes="96px"
        />
        <Text fw={700} mt={4}>
          {name}
        </Text>
        <Badge variant="light">{t('adminContent.founders.badge')}</Badge>
        {fondateur.email && (
          <Anchor href={`mailto:${fondateur.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fondateur.email}
          </Anchor>
        )}
        {fondateur.telephone && (
          <Anchor href={`tel:${fondateur.telephone}`} size="sm" c="dimmed" dir="ltr">
            {fondateur.telephone}
          </Anchor>
        )}
        {socials.length > 0 && (
          <Group gap={6} justify="center" mt={4}>
            {socials.map(({ network, url }) => {
              const Icon = ICONS[network];
              const label = t('adminContent.founders.socialOf', {
                network: t(NETWORK_LABELS[network]),
                name,
              });
              return (
                <ActionIcon
                  key={network}
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  radius="xl"
                  aria-label={label}
                >
                  <Icon size={16} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
