import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fondateur } from '@/features/about/about-types';
import { fullName } from '@/lib/text';
import { MediaImage } from '@/ui/media-image';

/** A founder: photo, name, e-mail and social links. */
export function FounderCard({ fondateur }: { fondateur: Fondateur }) {
  const { t } = useTranslation();
  const name = [fondateur.prenom, fondateur.nom].filter(Boolean).join(' ') || fullName(fondateur);
  const socials = [
    {
      url: fondateur.facebook,
      label: t('storefront.about.socialOf', { network: t('common.facebook'), name }),
      icon: IconBrandFacebook,
    },
    {
      url: fondateur.twitter,
      label: t('storefront.about.socialOf', { network: t('common.twitter'), name }),
      icon: IconBrandX,
    },
    {
      url: fondateur.linkedin,
      label: t('storefront.about.socialOf', { network: t('common.linkedin'), name }),
      icon: IconBrandLinkedin,
    },
    {
      url: fondateur.instagram,
      label: t('storefront.about.socialOf', { network: t('common.instagram'), name }),
      icon: IconBrandInstagram,
    },
  ].filter((s): s is typeof s & { url: string } => Boolean(s.url));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="founder-card">
      <Stack align="center" gap="xs" ta="center">
        <MediaImage src={fondateur.url_photo} alt={name} w={120} h={120} radius={999} fit="cover" />
        <Text fw={700} size="lg" mt="xs">
          {name}
        </Text>
        {fondateur.email && (
          <Anchor href={`mailto:${fondateur.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fondateur.email}
          </Anchor>
        )}
        {socials.length > 0 && (
          <Group gap={6} justify="center" mt={4}>
            {socials.map(({ url, label, icon: Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                radius="xl"
                aria-label={label}
              >
                <Icon size={16} />
              </ActionIcon>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
