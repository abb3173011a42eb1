import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';

/** Last-resort boundary: a failed chunk download or a render error must not blank the page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center component="main" mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{t('errors.route.title')}</Title>
        <Text c="dimmed">{t('errors.route.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.route.reload')}</Button>
      </Stack>
    </Center>
  );
}
