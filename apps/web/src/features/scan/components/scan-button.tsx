import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/scan/components/scan.module.css';

/** The Profile's floating scan button; above the phone bottom bar on small screens. */
export function ScanButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Affix position={{ bottom: phone ? 84 : 28, right: phone ? 16 : 28 }} zIndex={160}>
      <Tooltip label={t('scan.open')} position="left">
        <ActionIcon
          size={56}
          radius="xl"
          onClick={onClick}
          aria-label={t('scan.open')}
          className={classes.fab}
        >
          <IconQrcode size={28} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
