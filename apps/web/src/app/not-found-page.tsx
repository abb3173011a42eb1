import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';

/** Full-page view for any unknown path under /, /admin and /partenaire. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound.title'));
  return (
    <Center component="main" mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fw={900} fz={{ base: 72, sm: 110 }} lh={1} c="souk.7" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('errors.notFound.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('errors.notFound.text')}
        </Text>
        <Button component={Link} to={pathFor('Accueil')} leftSection={<IconHome size={18} />} mt="sm">
          {t('errors.notFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
