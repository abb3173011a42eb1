import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** The question asked before deleting an order or a cart line (spec §5), then `onConfirm`. */
export function confirmDeletion(t: TFunction, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('confirmDelete.title'),
    children: <Text size="sm">{t('confirmDelete.text')}</Text>,
    labels: { confirm: t('confirmDelete.confirm'), cancel: t('confirmDelete.cancel') },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
}
