import { ActionIcon, Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconLicense,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@/features/shops/shop-types';

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/**
 * The shop's contact details: e-mail, phone, address with wilaya, description, its legal identity
 * (RC and NIF, law 18-05) and social links.
 */
export function ShopInfo({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const socials = [
    { url: shop.facebook, label: t('common.facebook'), icon: IconBrandFacebook },
    { url: shop.twitter, label: t('common.twitter'), icon: IconBrandX },
    { url: shop.instagram, label: t('common.instagram'), icon: IconBrandInstagram },
    { url: shop.linkedin, label: t('common.linkedin'), icon: IconBrandLinkedin },
  ].filter((s): s is typeof s & { url: string } => Boolean(s.url));
  const address = [shop.adresse_magasin, shop.wilaya_magasin].filter(Boolean).join(', ');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {shop.email && (
            <InfoItem icon={<IconMail size={18} />} label={t('common.email')}>
              <Anchor href={`mailto:${shop.email}`} inherit>
                {shop.email}
              </Anchor>
            </InfoItem>
          )}
          {shop.telephone && (
            <InfoItem icon={<IconPhone size={18} />} label={t('common.phone')}>
              <Anchor href={`tel:${shop.telephone.replace(/\s+/g, '')}`} inherit dir="ltr">
                {shop.telephone}
              </Anchor>
            </InfoItem>
          )}
          {address && (
            <InfoItem icon={<IconMapPin size={18} />} label={t('common.address')}>
              {address}
            </InfoItem>
          )}
        </SimpleGrid>
        {shop.description && (
          <Text size="sm" c="dimmed">
            {shop.description}
          </Text>
        )}
        {(shop.registre_commerce || shop.nif) && (
          <Group gap="lg" role="group" aria-label={t('delivery.shop.legal')}>
            <ThemeIcon variant="light" radius="xl" size={28} color="gray" aria-hidden>
              <IconLicense size={16} />
            </ThemeIcon>
            {shop.registre_commerce && (
              <Text size="xs" c="dimmed">
                {t('delivery.shop.rc', { value: shop.registre_commerce })}
              </Text>
            )}
            {shop.nif && (
              <Text size="xs" c="dimmed">
                {t('delivery.shop.nif', { value: shop.nif })}
              </Text>
            )}
          </Group>
        )}
        {socials.length > 0 && (
          <Group gap={6} role="group" aria-label={t('common.socialNetworks')}>
            {socials.map(({ url, label, icon: Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                radius="xl"
                size="lg"
                aria-label={label}
              >
                <Icon size={18} />
              </ActionIcon>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
