import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '@/features/backoffice/feedback';
import { downloadApiFile } from '@/features/orders/api/download-api-file';
import type { QueryParams } from '@/lib/api-client';
import type { SessionKind } from '@/lib/sessions';

interface DownloadFileButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'color'> {
  kind: SessionKind;
  path: string;
  params?: QueryParams;
  fileName: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A button that downloads an API file (CSV, PDF) with the session's token, busy while it runs. */
export function DownloadFileButton({
  kind,
  path,
  params = {},
  fileName,
  icon,
  children,
  variant = 'light',
  size = 'sm',
  color,
}: DownloadFileButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      color={color}
      leftSection={icon}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadApiFile(kind, path, params, fileName);
        } catch {
          toastError(t('boOrders.download.failure'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
