import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Footer of the admin and partner areas: the current year and a credit line. */
export function BackofficeFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="lg" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('backoffice.footerYear', { year })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('backoffice.footerCredit')}
      </Text>
    </Group>
  );
}
