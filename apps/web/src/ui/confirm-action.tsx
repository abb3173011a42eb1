import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { whenModalsReady } from '@/ui/modals-host';

export interface ConfirmOptions {
  /** Defaults: 'Etes-vous sur?' / 'Vous ne pourrez pas revenir en arrière !' / 'Oui, supprimez-le!'. */
  title?: string;
  text?: ReactNode;
  confirm?: string;
  color?: string;
  onConfirm: () => void;
}

/**
 * The confirmation asked before every delete, block or unblock of the back-office, and before the
 * client deletes an order or a cart line. Shared by both sides, so it lives outside the back-office
 * folder: the storefront never imports admin or partner code (docs/benchmarks.md: storefront bundle).
 * The dialogs' code comes with the first one (`whenModalsReady`).
 */
export function confirmAction(t: TFunction, options: ConfirmOptions) {
  void whenModalsReady().then((modals) =>
    modals.openConfirmModal({
      title: options.title ?? t('confirmDelete.title'),
      children: <Text size="sm">{options.text ?? t('confirmDelete.text')}</Text>,
      labels: { confirm: options.confirm ?? t('confirmDelete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: options.color ?? 'red' },
      centered: true,
      onConfirm: options.onConfirm,
    }),
  );
}
