import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A section that could not load: a short message and a retry, never a blank area. */
export function LoadError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} my="md">
      {message ?? t('storefront.common.loadError')}
      {onRetry && (
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
