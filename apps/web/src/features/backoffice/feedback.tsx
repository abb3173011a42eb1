import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/** Success toast of the back-office (admin §8 / partner §8: 1500 ms, top right). */
export function toastSuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 1500, position: 'top-right' });
}

/** Failure toast; 'Champs incomplets' uses 3000 ms (admin §8). */
export function toastError(message: string, autoClose = 3000) {
  notifications.show({ color: 'red', message, autoClose, position: 'top-right' });
}

/** A titled alert dialog ('Oops...' / 'Ce stock existe déjà!', 'Supprimé!' / '…avec success.'). */
export function alertDialog(title: string, text: ReactNode, color: 'red' | 'teal' = 'red') {
  modals.open({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    children: (
      <Text size="sm" c={color === 'red' ? 'red' : undefined}>
        {text}
      </Text>
    ),
  });
}

interface ConfirmOptions {
  /** Defaults: 'Etes-vous sur?' / 'Vous ne pourrez pas revenir en arrière !' / 'Oui, supprimez-le!'. */
  title?: string;
  text?: ReactNode;
  confirm?: string;
  color?: string;
  onConfirm: () => void;
}

/** The confirmation asked before every delete, block or unblock of the back-office. */
export function confirmAction(t: TFunction, options: ConfirmOptions) {
  modals.openConfirmModal({
    title: options.title ?? t('confirmDelete.title'),
    children: <Text size="sm">{options.text ?? t('confirmDelete.text')}</Text>,
    labels: { confirm: options.confirm ?? t('confirmDelete.confirm'), cancel: t('confirmDelete.cancel') },
    confirmProps: { color: options.color ?? 'red' },
    centered: true,
    onConfirm: options.onConfirm,
  });
}
