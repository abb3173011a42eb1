import { ActionIcon, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconEdit,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ShownProfile } from '@/features/profile/profile-types';
import { formatWilaya } from '@/lib/formatters';

interface ProfileCardProps {
  profile: ShownProfile;
  onEdit: () => void;
}

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'twitter', label: 'Twitter', icon: IconBrandX },
] as const;

/**
 * Photo, name, gender, address / wilaya, e-mail, phone and social links
 * (docs/product/storefront-and-client.md, Profile).
 */
export function ProfileCard({ profile, onEdit }: ProfileCardProps) {
  const { t } = useTranslation();
  const name = `${profile.nom} ${profile.prenom}`;
  const address = [profile.adresse, profile.wilaya && formatWilaya(profile.wilaya)]
    .filter(Boolean)
    .join(' / ');
  const links = SOCIAL.filter((s) => profile[s.key]);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-card-title">
      <Stack align="center" gap="xs" ta="center">
        <Avatar
          src={profile.url_photo || null}
          alt={t('common.photoOf', { name })}
          size={112}
          radius={112}
          color="souk"
        >
          {`${profile.prenom?.[0] ?? ''}${profile.nom?.[0] ?? ''}`.toUpperCase()}
        </Avatar>
        <Title order={2} fz="lg" id="profile-card-title">
          {name}
        </Title>
        {profile.genre && (
          <Text size="sm" c="dimmed">
            {t(profile.genre === 'home' ? 'enums.genre.home' : 'enums.genre.femme')}
          </Text>
        )}
        {'created_at' in profile && profile.created_at && (
          <Text size="xs" c="dimmed">
            {t('profile.memberSince', { date: dayjs(profile.created_at).format('DD/MM/YYYY') })}
          </Text>
        )}
      </Stack>

      <Stack gap="sm" mt="lg">
        <Info
          icon={<IconMapPin size={18} />}
          label={t('common.address')}
          value={address || t('common.notSet')}
        />
        <Info icon={<IconMail size={18} />} label={t('common.email')} value={profile.email} ltr />
        <Info
          icon={<IconPhone size={18} />}
          label={t('common.phone')}
          value={profile.telephone || t('common.notSet')}
          ltr={Boolean(profile.telephone)}
        />
      </Stack>

      {links.length > 0 && (
        <Group justify="center" gap="xs" mt="md" aria-label={t('common.socialNetworks')} role="group">
          {links.map(({ key, label, icon: Icon }) => (
            <ActionIcon
              key={key}
              component="a"
              href={profile[key] ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              radius="xl"
              size="lg"
              aria-label={t('profile.socialLink', { network: label })}
            >
              <Icon size={18} />
            </ActionIcon>
          ))}
        </Group>
      )}

      <Button fullWidth mt="lg" variant="light" leftSection={<IconEdit size={16} />} onClick={onEdit}>
        {t('profile.edit')}
      </Button>
    </Paper>
  );
}

/** `ltr`: a value written left to right on any page (a phone number, an e-mail), kept in its order. */
function Info({
  icon,
  label,
  value,
  ltr,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  ltr?: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="souk.7" component="span" mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ltr ? <span dir="ltr">{value}</span> : value}
        </Text>
      </div>
    </Group>
  );
}
