import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { About } from '@/features/about/about-types';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      <Stack align="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Address, e-mail and phone of the site (from the About information). */
export function ContactCards({ about, loading }: { about: About | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const placeholder = loading ? <Skeleton h={12} w={160} /> : '—';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ContactCard icon={<IconMapPin size={24} />} title={t('common.address')}>
        {about?.adresse || placeholder}
      </ContactCard>
      <ContactCard icon={<IconMail size={24} />} title={t('common.email')}>
        {about?.email ? (
          <Anchor href={`mailto:${about.email}`} inherit>
            {about.email}
          </Anchor>
        ) : (
          placeholder
        )}
      </ContactCard>
      <ContactCard icon={<IconPhone size={24} />} title={t('common.phone')}>
        {about?.telephone ? (
          <Anchor href={`tel:${about.telephone.replace(/\s+/g, '')}`} inherit dir="ltr">
            {about.telephone}
          </Anchor>
        ) : (
          placeholder
        )}
      </ContactCard>
    </SimpleGrid>
  );
}
